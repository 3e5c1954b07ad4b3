import Foundation

/// One row of a `ForEach` (or other list of views) with the built-in modifier that was applied to the whole list:
/// as in SwiftUI, `ForEach(items) { … }.listRowInsets(EdgeInsets())` in a `List` sets each row's insets.
struct ListRowModifier: View, PrimitiveView {
    let content: any View
    let modifier: any PrimitiveModifier

    typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let built = modifier.makeNode(content: content, reusing: node, in: context)
        if !(modifier is NodeUpdatingModifier), let modified = built.children.first { built.traits = modified.traits }
        return built
    }
}

/// A modified view that a list may take apart into rows, each with the modifier.
@MainActor
protocol ListRowsProvider {
    /// The rows under `key`, each modified, or nil when the modified view is a single row.
    func listRows(key: ViewKey) -> [ViewList.Element]?
}

extension ModifiedContent: ListRowsProvider where Content: View, Modifier: ViewModifier {
    func listRows(key: ViewKey) -> [ViewList.Element]? {
        guard let modifier = modifier as? PrimitiveModifier else { return nil }
        let rows: [ViewList.Element]
        if let provider = content as? ListRowsProvider, let inner = provider.listRows(key: key) {
            rows = inner
        } else if content is ViewListProvider {
            var list = ViewList()
            list.appendFlattening(content, key: key)
            rows = list.elements
        } else {
            return nil
        }
        return rows.map { ViewList.Element(key: $0.key, view: ListRowModifier(content: $0.view, modifier: modifier)) }
    }
}
