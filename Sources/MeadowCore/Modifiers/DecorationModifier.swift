/// Puts a view behind, in front of or as the mask of another; what `background`, `overlay` and `mask` build.
struct DecorationModifier<Decoration: View>: ViewModifier, PrimitiveModifier {
    var decoration: Decoration
    var alignment: Alignment
    var placement: DecorationNode.Placement

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let decorated = node.reused { DecorationNode() }
        decorated.placement = placement
        decorated.alignment = alignment
        let previous = decorated.children
        let contentNode = context.build(content, reusing: previous.first)
        let decorationNode = context.with { $0.stackAxis = nil }.build(
            decoration, reusing: previous.count > 1 ? previous[1] : nil)
        decorated.children = [contentNode, decorationNode]
        return decorated
    }
}

extension View {
    /// Draws `background` behind this view, sized to it.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(decoration: background, alignment: alignment, placement: .background))
    }

    /// Draws the views `content` builds behind this view, sized to it.
    public func background<Background: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Background
    ) -> some View {
        background(content(), alignment: alignment)
    }

    /// Fills the view's bounds behind it with `style`, reaching the screen edge on `edges` where the view touches
    /// the safe area.
    ///
    /// As in SwiftUI, a style background (unlike a view background) extends into the safe area: a view whose top
    /// edge is the safe area's top paints its colour under the status bar too. Layout does not change.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style).ignoresSafeArea(.container, edges: edges))
    }

    /// Fills `shape`, sized to this view, with `style` behind it, as SwiftUI's `background(_:in:fillStyle:)`:
    /// `background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))`. Unlike `background(_:)` with a
    /// style alone, the shape stays within the view's frame.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle))
    }

    /// Draws `overlay` in front of this view, sized to it.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(decoration: overlay, alignment: alignment, placement: .overlay))
    }

    /// Draws the views `content` builds in front of this view, sized to it.
    public func overlay<Overlay: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
    ) -> some View {
        overlay(content(), alignment: alignment)
    }

    /// Shows this view only where the views `mask` builds draw, by their opacity.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(DecorationModifier(decoration: mask(), alignment: alignment, placement: .mask))
    }

    /// Shows this view only where `mask` draws, by its opacity, as SwiftUI's older `mask(_:)`.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(DecorationModifier(decoration: mask, alignment: .center, placement: .mask))
    }
}
