/// A modified view that may stand for several: as in SwiftUI, a modifier on a `ForEach` or a `Group` of several
/// views modifies each of them, so `ForEach(...).opacity(0.5)` in a container is that many half-opaque children.
@MainActor
protocol ModifierDistributing {
    /// The view the modifier applies to.
    var modifiedView: any View { get }

    /// The modified views, each keyed as its unmodified self under `key`, when the modified view is several; nil
    /// when it is one (or none).
    func distributedElements(key: ViewKey) -> [ViewList.Element]?

    /// The same modifier on `view` in place of the modified view.
    func modifying(_ view: any View) -> any View
}

extension ModifiedContent: ModifierDistributing where Content: View, Modifier: ViewModifier {
    var modifiedView: any View { content }

    func distributedElements(key: ViewKey) -> [ViewList.Element]? {
        guard ViewList.wrapsList(content) else { return nil }
        var inner = ViewList()
        inner.appendFlattening(content, key: key)
        guard inner.elements.count > 1 else { return nil }
        return inner.elements.map { ViewList.Element(key: $0.key, view: modified($0.view)) }
    }

    func modifying(_ view: any View) -> any View { modified(view) }

    private func modified<V: View>(_ view: V) -> any View {
        ModifiedContent<V, Modifier>(content: view, modifier: modifier)
    }
}
