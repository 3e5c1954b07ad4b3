import Foundation

/// Insets a view by fixed lengths on each edge; what `padding` modifiers build.
struct PaddingModifier: ViewModifier, PrimitiveModifier {
    var insets: EdgeInsets?
    var edges: Edge.Set = .all

    typealias Body = Never

    /// SwiftUI's default padding: 16 points on each edge (§2.4).
    static let defaultLength: CGFloat = 16

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let padding = node as? PaddingNode ?? PaddingNode()
        padding.insets = insets ?? EdgeInsets(edges, Self.defaultLength)
        let child = context.build(content, reusing: padding.children.first)
        padding.children = [child]
        return padding
    }
}

extension View {
    /// Pads the given edges by `length`, or by the default 16 points when `length` is `nil`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(insets: length.map { EdgeInsets(edges, $0) }, edges: edges))
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Pads each edge by its own inset.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(insets: insets))
    }
}
