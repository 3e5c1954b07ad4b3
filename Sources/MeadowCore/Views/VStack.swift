import Foundation

/// Arranges its children in a vertical line, as SwiftUI's `VStack`.
///
/// A `nil` spacing puts the default distance (8 points) between adjacent children.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        LayoutRoot(layout: AnyLayout(VStackLayout(alignment: alignment, spacing: spacing)), content: content)
            .makeNode(reusing: node, in: context)
    }
}
