import Foundation

/// A thin line that separates content, as SwiftUI's `Divider`.
///
/// In a stack it spans the axis across the stack and is one pixel thick (`pixelLength`); its colour is the
/// light-mode separator, rgba(60, 60, 67, 0.29) (§2.12).
public struct Divider: View, PrimitiveView {
    public init() {}

    public typealias Body = Never

    static let color = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let divider = node as? DividerNode ?? DividerNode()
        divider.axis = context.environment.stackAxis == .horizontal ? .vertical : .horizontal
        divider.thickness = context.environment.pixelLength
        divider.color = Self.color.resolve(in: context.environment)
        return divider
    }
}
