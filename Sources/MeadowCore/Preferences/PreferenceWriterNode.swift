/// A view that sets or transforms preferences over its content's; lays out as its content.
final class PreferenceWriterNode: ViewNode {
    private(set) var write: (inout PreferenceValues, ViewNode) -> Void = { _, _ in }
    /// What the write is made from when that is a value (a title's string); nil when only its closure knows.
    private var input: AnyHashable?
    /// Which version of the write this is: kept while the view is built again with an equal input.
    private var stamp = PreferenceValues.newStamp()

    override var kind: LayoutNode.Kind { .preference }

    override var writeStamp: Int { stamp }

    /// Takes the write of a new build of the view. An equal input writes what the last one wrote, so the stamp
    /// stays and a reader knows the value unchanged, as SwiftUI computes a preference again only when the inputs
    /// of the modifier writing it changed.
    func update(write: @escaping (inout PreferenceValues, ViewNode) -> Void, input: AnyHashable?) {
        if input == nil || input != self.input { stamp = PreferenceValues.newStamp() }
        self.write = write
        self.input = input
    }

    override func writePreferences(_ values: inout PreferenceValues) {
        write(&values, self)
    }
}

extension LayoutNode.Kind {
    /// `preference`, `transformPreference` or `anchorPreference`.
    public static let preference = Self("Preference")
}
