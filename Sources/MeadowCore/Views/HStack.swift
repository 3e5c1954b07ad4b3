import Foundation

/// Arranges its children in a horizontal line, as SwiftUI's `HStack`.
///
/// A `nil` spacing puts the default distance (8 points) between adjacent children.
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let stack = node as? StackNode ?? StackNode()
        stack.configure(axis: .horizontal, alignment: alignment.fraction, spacing: spacing)
        context.with { $0.stackAxis = .horizontal }.buildChildren(content, of: stack)
        return stack
    }
}
