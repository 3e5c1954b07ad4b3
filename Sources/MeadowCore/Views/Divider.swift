import Foundation

/// A thin line that separates content, as SwiftUI's `Divider`.
///
/// In a stack it spans the axis across the stack and is one pixel thick (`pixelLength`); its colour is the
/// separator, rgba(60, 60, 67, 0.29) in light mode (§2.12) and rgba(84, 84, 88, 0.6) in dark.
public struct Divider: View, PrimitiveView {
    public init() {}

    public typealias Body = Never

    static let color = Color.separator

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let divider = node.reused { DividerNode() }
        divider.axis = context.environment.stackAxis == .horizontal ? .vertical : .horizontal
        divider.thickness = context.environment.pixelLength
        divider.color = Self.color.resolve(in: context.environment)
        return divider
    }
}
