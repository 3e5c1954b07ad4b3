import Foundation

/// Flexible space that grows along its stack's axis, as SwiftUI's `Spacer`.
///
/// A `nil` minimum length means the default spacing, 8 points; a negative one counts as 0.
public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let spacer = node.reused { SpacerNode() }
        spacer.minLength = max(minLength ?? ViewSpacing.defaultDistance, 0)
        spacer.axis = context.environment.stackAxis
        return spacer
    }
}
