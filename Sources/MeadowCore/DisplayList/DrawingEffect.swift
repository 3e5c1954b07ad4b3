import Foundation

/// A visual effect modifier as one value: the modifier and its `GraphicsEffect` at once, as `UnaryLayout` is for
/// layout. `DrawingEffectNode` runs every one of them: it lays the content out untouched and draws it in a group
/// through the value, so a new effect is one type in `Modifiers/Effects/` and nothing else.
@MainActor
protocol DrawingEffect: ViewModifier, PrimitiveModifier, GraphicsEffect where Body == Never {
    /// How the laid-out tree names the modified view, e.g. `.compositingGroup`.
    static var kind: LayoutNode.Kind { get }
}

extension DrawingEffect {
    /// Builds the modified view in a `DrawingEffectNode` drawing through this value.
    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let effectNode = node.reused { DrawingEffectNode<Self>(self) }
        effectNode.effect = self
        context.buildContent(content, of: effectNode)
        return effectNode
    }
}

/// Draws its only child through a `DrawingEffect`, changing nothing of its layout or hit testing.
final class DrawingEffectNode<Effect: DrawingEffect>: ViewNode, NodeDrawing {
    var effect: Effect

    init(_ effect: Effect) { self.effect = effect }

    override var kind: LayoutNode.Kind { Effect.kind }

    /// An effect changes no layout: the content's guides are the view's.
    override func computeExplicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        childExplicitAlignment(key, childProposal: proposal, childOrigin: .zero)
    }

    func draw(into list: inout DisplayList) {
        list.group(.custom(AnyGraphicsEffect(effect))) { drawChildren(into: &$0) }
    }
}
