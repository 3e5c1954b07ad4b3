/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    var modifierDistributing: ModifierDistributing? { self }

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        if let primitive = modifier as? PrimitiveModifier {
            let built = primitive.makeNode(content: content, reusing: node, in: context)
            // A modifier's node carries the traits of the view it modifies (its first child).
            if !(primitive is NodeUpdatingModifier), let modified = built.children.first { built.traits = modified.traits }
            return built
        }
        // A modifier with no body of its own that is not built in can only be a `GeometryEffect`.
        if Modifier.Body.self == Never.self, let geometry = modifier as? any GeometryEffect {
            return geometry.makeNode(content: content, reusing: node, in: context)
        }
        let composite = node.reused { CompositeNode() }
        composite.update(modifier, content: content, in: context)
        return composite
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

extension ViewModifier {
    /// Chains another modifier after this one.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
