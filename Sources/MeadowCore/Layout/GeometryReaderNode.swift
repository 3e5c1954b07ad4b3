import Foundation

/// Takes the size proposed (0 where unspecified) and builds its content for that size: `GeometryReader` (§7).
///
/// The content is built when the reader is placed, because only then is its size known, and is placed at the
/// reader's top-leading corner with the whole size proposed.
final class GeometryReaderNode: ViewNode {
    var content: (GeometryProxy) -> any View = { _ in EmptyView() }
    var context: BuildContext?

    override var kind: String { "GeometryReader" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        guard let context else { return }
        let safe = environment.safeArea?.safe ?? rect
        let insets = EdgeInsets(
            top: max(0, safe.minY - rect.minY), leading: max(0, safe.minX - rect.minX),
            bottom: max(0, rect.maxY - safe.maxY), trailing: max(0, rect.maxX - safe.maxX))
        let proxy = GeometryProxy(size: rect.size, globalFrame: rect, safeAreaInsets: insets)
        let child = context.with { $0.stackAxis = nil }.build(content(proxy), reusing: children.first)
        children = [child]
        place(child, proposal: ProposedViewSize(rect.size), alignment: .topLeading, in: rect)
    }
}
