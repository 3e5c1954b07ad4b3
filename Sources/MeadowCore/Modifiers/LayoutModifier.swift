import Foundation

/// A modifier that wraps the view in a single-child layout node.
struct LayoutModifier<Node: ViewNode>: ViewModifier, PrimitiveModifier {
    let configure: (Node) -> Void
    let make: () -> Node

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let layout = node as? Node ?? make()
        configure(layout)
        let child = context.build(content, reusing: layout.children.first)
        layout.children = [child]
        return layout
    }
}

extension View {
    /// Constrains the view to an aspect ratio (its own when `nil`), fitting or filling the space offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(
            LayoutModifier<AspectRatioNode>(
                configure: { $0.ratio = aspectRatio; $0.contentMode = contentMode }, make: AspectRatioNode.init))
    }

    /// Constrains the view to the aspect ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit the space offered, keeping its aspect ratio.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view to fill the space offered, keeping its aspect ratio.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }

    /// Extends the view into the safe area on `edges` where its frame touches it.
    ///
    /// Meadow's safe area is all container (the status bar and home indicator; no software keyboard is shown), so
    /// regions without `.container` ignore nothing, as `.keyboard` alone does in SwiftUI while no keyboard is up.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        let ignored: Edge.Set = regions.contains(.container) ? edges : []
        return modifier(LayoutModifier<SafeAreaNode>(configure: { $0.edges = ignored }, make: SafeAreaNode.init))
    }

    /// Extends the view into the safe area on `edges`, the older spelling of `ignoresSafeArea`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }
}
