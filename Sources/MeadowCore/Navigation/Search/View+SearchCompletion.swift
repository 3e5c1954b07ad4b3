import Foundation

/// What choosing a search suggestion does with its completion, set by the `searchable` view listing it.
private struct SearchCompletionKey: EnvironmentKey {
    static var defaultValue: ((String) -> Void)? { nil }
}

extension EnvironmentValues {
    /// Puts a chosen suggestion's completion in the search field of the `searchable` view listing it; nil outside
    /// a suggestions list.
    var searchCompletion: ((String) -> Void)? {
        get { self[SearchCompletionKey.self] }
        set { self[SearchCompletionKey.self] = newValue }
    }
}

extension View {
    /// Makes this search suggestion stand for `completion`, as SwiftUI's `searchCompletion(_:)`: choosing its row
    /// (a tap anywhere across it, or Space/Return) replaces the text being edited in the search field with
    /// `completion`; the field keeps its focus.
    public func searchCompletion(_ completion: String) -> some View {
        SearchCompletionRow(label: self, completion: completion)
    }
}

/// A suggestion row that completes the search: its label, left-aligned across the row, as a plain button, so it
/// keeps the label's colours as iOS's suggestion rows do.
struct SearchCompletionRow<Label: View>: View {
    let label: Label
    let completion: String
    @Environment(\.searchCompletion) private var complete

    var body: some View {
        Button { complete?(completion) } label: {
            label
                .frame(maxWidth: .infinity, alignment: .leading)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}
