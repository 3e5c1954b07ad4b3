import Foundation

/// A view that draws with immediate-mode commands into a `GraphicsContext`, as SwiftUI's `Canvas`.
///
/// Like a shape, it takes the whole size it is offered (10 points along an unspecified dimension). The renderer
/// runs when the canvas is drawn, with a context whose origin is the canvas's top-leading corner and the canvas's
/// size; what it draws is recorded into the display list. A canvas rebuilt (its parent's body evaluated again)
/// draws again, as SwiftUI treats the renderer closure as changed; otherwise its drawing is kept. The views of
/// `symbols`, each tagged with `tag(_:)`, are laid out at their ideal size and not shown: the renderer draws them
/// through `GraphicsContext.resolveSymbol(id:)`. `opaque`, `colorMode` and `rendersAsynchronously` are
/// optimisation hints with nothing to change here.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    public var symbols: Symbols
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool

    /// A canvas drawing with `renderer` and the views of `symbols` for it to draw.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let canvas = node.reused { CanvasNode() }
        canvas.renderer = renderer
        canvas.textSystem = context.graph.textSystem
        context.buildChildren(symbols, of: canvas)
        return canvas
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawing with `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) {
            EmptyView()
        }
    }
}

/// A `Canvas`: takes the proposal, lays its symbol views out at their ideal size at its origin, and draws what its
/// renderer records.
final class CanvasNode: ViewNode, NodeDrawing {
    var renderer: (inout GraphicsContext, CGSize) -> Void = { _, _ in }
    unowned var textSystem: (any TextSystem)?

    override var kind: LayoutNode.Kind { .canvas }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Symbols take their ideal size: they are drawn by the renderer, wherever it puts them.
    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        for child in children {
            child.place(in: CGRect(origin: rect.origin, size: child.sizeThatFits(.unspecified)), proposal: .unspecified, context: context)
        }
    }

    override func drawsContent(at point: CGPoint) -> Bool { frame.contains(point) }

    func draw(into list: inout DisplayList) {
        guard let textSystem else { return }
        var symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
        for child in children {
            guard let tag = child.tag else { continue }
            var drawing = DisplayList()
            child.render(into: &drawing)
            symbols[tag] = GraphicsContext.ResolvedSymbol(size: child.frame.size, drawing: drawing)
        }
        let recording = GraphicsContext.Recording(textSystem: textSystem, symbols: symbols)
        var context = GraphicsContext(recording: recording, environment: environment)
        renderer(&context, frame.size)
        for item in recording.list.items { list.append(item) }
    }
}

extension LayoutNode.Kind {
    /// A `Canvas` node of the laid-out tree.
    public static let canvas = Self("Canvas")
}
