/// The views an `overlayPreferenceValue` or `backgroundPreferenceValue` builds from the value its content
/// produces; built again when that value was made by other writes (a view writing it was built again, came or
/// went), as SwiftUI evaluates the closure only when the preference changed, not on every gathering.
final class PreferenceDecorationNode<Key: PreferenceKey>: ViewNode, PreferenceReader {
    var transform: (Key.Value) -> any View = { _ in EmptyView() }
    weak var source: ViewNode?
    private var context: BuildContext?
    /// The writes that made the value the views were last built from.
    private var readWrites: [Int]?

    override var kind: LayoutNode.Kind { .preferenceValue }

    override func didAppear() { graph?.addPreferenceReader(self) }

    override func didDisappear() { graph?.removePreferenceReader(self) }

    /// Builds the views for the source's current value, in `context`.
    func build(in context: BuildContext) {
        self.context = context
        let values = source?.preferenceValues() ?? PreferenceValues()
        readWrites = values.writes(of: Key.self)
        children = [context.build(transform(values[Key.self]), reusing: children.first)]
    }

    func readPreferences() {
        guard var context, let values = source?.preferenceValues(), values.writes(of: Key.self) != readWrites else { return }
        context.transaction = Transaction()
        build(in: context)
        invalidateLayout()
        graph?.preferenceReaderRebuilt(self)
    }
}

extension LayoutNode.Kind {
    /// The views `overlayPreferenceValue` or `backgroundPreferenceValue` builds from a preference.
    public static let preferenceValue = Self("PreferenceValue")
}
