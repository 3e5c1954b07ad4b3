import Foundation

/// A `Toggle`: holds the view its style made, and lays out as it.
final class ToggleNode: ViewNode {
    override var kind: LayoutNode.Kind { .toggle }
}
