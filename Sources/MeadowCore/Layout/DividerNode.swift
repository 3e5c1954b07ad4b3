import Foundation

/// A separator line: `Divider`. It fills the proposal along its line and is `thickness` across it.
final class DividerNode: ViewNode {
    /// The direction the line runs.
    var axis: Axis = .horizontal
    var thickness: CGFloat = 0.5
    var color = RGBA.placeholder

    /// The divider's length along its line when the proposal leaves it unspecified: 10 points, the default of
    /// SwiftUI's `ProposedViewSize.replacingUnspecifiedDimensions(by:)`.
    static let unspecifiedLength: CGFloat = 10

    override var kind: LayoutNode.Kind { .divider }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let along = proposal[axis] ?? Self.unspecifiedLength
        return CGSize(major: along, minor: thickness, axis: axis)
    }
}

extension LayoutNode.Kind {
    /// A `Divider` node of the laid-out tree.
    public static let divider = Self("Divider")
}
