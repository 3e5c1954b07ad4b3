/// A view that sets or transforms preferences over its content's; lays out as its content.
final class PreferenceWriterNode: ViewNode {
    var write: (inout PreferenceValues, ViewNode) -> Void = { _, _ in }

    override var kind: LayoutNode.Kind { .preference }

    override func writePreferences(_ values: inout PreferenceValues) {
        write(&values, self)
    }
}

extension LayoutNode.Kind {
    /// `preference`, `transformPreference` or `anchorPreference`.
    public static let preference = Self("Preference")
}
