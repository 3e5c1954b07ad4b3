/// Calls an action with its content's value for a key, when the view appears and whenever the value changes;
/// lays out as its content.
final class PreferenceChangeNode<Key: PreferenceKey>: ViewNode, PreferenceReader where Key.Value: Equatable {
    var action: (Key.Value) -> Void = { _ in }
    private var delivered: Key.Value?

    override var kind: LayoutNode.Kind { .onPreferenceChange }

    override func didAppear() { graph?.addPreferenceReader(self) }

    override func didDisappear() { graph?.removePreferenceReader(self) }

    func readPreferences() {
        let value = children.first?.preferenceValues()[Key.self] ?? Key.defaultValue
        if value != delivered {
            delivered = value
            let action = action
            graph?.enqueue { action(value) }
        }
    }
}

extension LayoutNode.Kind {
    /// A `OnPreferenceChange` node of the laid-out tree.
    public static let onPreferenceChange = Self("OnPreferenceChange")
}
