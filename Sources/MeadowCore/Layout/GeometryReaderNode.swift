import Foundation

/// Takes the size proposed (0 where unspecified) and builds its content for that size: `GeometryReader` (§7).
///
/// The content is built when the reader is placed, because only then is its size known, and again only when the
/// reader was rebuilt or its size changed (a reader that only moves keeps its content, so a moving sheet costs no
/// evaluation; `frame(in: .global)` reports where the reader was when the content was built). It is placed at the reader's top-leading corner with the whole size
/// proposed.
final class GeometryReaderNode: ViewNode {
    private var content: (GeometryProxy) -> any View = { _ in EmptyView() }
    private var context: BuildContext?
    private var builtFor: CGSize?

    override var kind: LayoutNode.Kind { .geometryReader }

    /// A plain view's spacing: the reader fills what it is offered, wherever its content sits (§1.6).
    override var viewSpacing: ViewSpacing { ViewSpacing() }

    func configure(content: @escaping (GeometryProxy) -> any View, context: BuildContext) {
        self.content = content
        self.context = context
        builtFor = nil
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        if builtFor != rect.size, var context {
            // Built during layout, in the transaction being laid out.
            context.transaction = Transaction(animation: animation)
            let safe = environment.safeArea?.safe ?? rect
            let insets = EdgeInsets(
                top: max(0, safe.minY - rect.minY), leading: max(0, safe.minX - rect.minX),
                bottom: max(0, rect.maxY - safe.maxY), trailing: max(0, rect.maxX - safe.maxX))
            let proxy = GeometryProxy(size: rect.size, globalFrame: rect, safeAreaInsets: insets)
            let content = observation.tracking(for: context.owner, in: context.graph.observations) { self.content(proxy) }
            // Several views are laid over each other from the top-leading corner, as in SwiftUI.
            let view: any View = ViewList.isSeveral(content) ? ZStack(alignment: .topLeading) { AnyView(content) } : content
            children = [context.with { $0.stackAxis = nil }.build(view, reusing: children.first)]
            invalidatePreferences()
            builtFor = rect.size
        }
        guard let child = children.first else { return }
        place(child, proposal: ProposedViewSize(rect.size), alignment: .topLeading, in: rect)
    }
}

extension LayoutNode.Kind {
    /// A `GeometryReader` node of the laid-out tree.
    public static let geometryReader = Self("GeometryReader")
}
