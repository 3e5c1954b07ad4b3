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
        LayoutRoot(layout: AnyLayout(HStackLayout(alignment: alignment, spacing: spacing)), content: content)
            .makeNode(reusing: node, in: context)
    }
}
