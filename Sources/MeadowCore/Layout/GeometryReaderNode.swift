import Foundation

/// Takes the size proposed (0 where unspecified) and builds its content for that size: `GeometryReader` (§7).
///
/// The content is built when the reader is placed, because only then is its size known, and again when the reader
/// was rebuilt or its size changed, or, for content that read where the reader is (`frame(in: .global)` or in a
/// named space), when it moved there: a reader that only moves and reads only its size keeps its content, so a
/// moving sheet costs no evaluation, while a parallax header follows its scroll view. It is placed at the reader's
/// top-leading corner with the whole size proposed.
final class GeometryReaderNode: ViewNode {
    private var content: (GeometryProxy) -> any View = { _ in EmptyView() }
    private var context: BuildContext?
    /// Where the content was built for, and the named spaces' origins then.
    private var builtFor: (rect: CGRect, namedOrigins: [AnyHashable: CGPoint])?
    /// Whether the content read where the reader is.
    private var readsPosition = false

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

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context placement: PlacementContext) {
        let namedOrigins = namedCoordinateSpaces
        if var context, needsBuild(for: rect, namedOrigins: namedOrigins) {
            // Built during layout, in the transaction being laid out.
            context.transaction = Transaction(animation: animation(in: placement))
            let safe = environment.safeArea?.safe ?? rect
            let insets = EdgeInsets(
                top: max(0, safe.minY - rect.minY), leading: max(0, safe.minX - rect.minX),
                bottom: max(0, rect.maxY - safe.maxY), trailing: max(0, rect.maxX - safe.maxX))
            let reads = GeometryProxy.PositionReads()
            let proxy = GeometryProxy(
                size: rect.size, globalFrame: rect, safeAreaInsets: insets, namedOrigins: namedOrigins, reads: reads)
            let content = observation.tracking(for: context.owner, in: context.graph.observations) { self.content(proxy) }
            // Several views are laid over each other from the top-leading corner, as in SwiftUI.
            let view: any View = ViewList.isSeveral(content) ? ZStack(alignment: .topLeading) { AnyView(content) } : content
            children = [context.with { $0.stackAxis = nil }.build(view, reusing: children.first)]
            invalidatePreferences()
            builtFor = (rect, namedOrigins)
            readsPosition = reads.position
        }
        guard let child = children.first else { return }
        place(child, proposal: ProposedViewSize(rect.size), alignment: .topLeading, in: rect, context: placement)
    }

    /// Whether the content must be built again for the reader placed in `rect`.
    private func needsBuild(for rect: CGRect, namedOrigins: [AnyHashable: CGPoint]) -> Bool {
        guard let builtFor else { return true }
        if builtFor.rect.size != rect.size { return true }
        return readsPosition && (builtFor.rect.origin != rect.origin || builtFor.namedOrigins != namedOrigins)
    }
}

extension LayoutNode.Kind {
    /// A `GeometryReader` node of the laid-out tree.
    public static let geometryReader = Self("GeometryReader")
}
