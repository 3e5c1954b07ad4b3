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
