import Foundation

/// A separator line: `Divider`. It fills the proposal along its line and is `thickness` across it.
final class DividerNode: ViewNode {
    /// The direction the line runs.
    var axis: Axis = .horizontal
    var thickness: CGFloat = 0.5
    var color = RGBA.placeholder

    override var kind: LayoutNode.Kind { .divider }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let along = proposal[axis] ?? 10
        return CGSize(major: along, minor: thickness, axis: axis)
    }
}
