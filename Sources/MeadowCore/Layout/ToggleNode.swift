import Foundation

/// A `Toggle`: holds the view its style made, and lays out as it.
final class ToggleNode: ViewNode {
    /// Whether the toggle is on, as its view binds it.
    var isOn = Binding<Bool>.constant(false)

    override var kind: LayoutNode.Kind { .toggle }
}

extension LayoutNode.Kind {
    /// A `Toggle` node of the laid-out tree.
    public static let toggle = Self("Toggle")
}
