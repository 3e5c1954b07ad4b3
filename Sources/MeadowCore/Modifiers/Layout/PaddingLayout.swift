import Foundation

/// Insets a view by fixed lengths on each edge; what `padding` modifiers build.
///
/// The child is offered the proposal minus the insets (never below 0) and the padding is the child's size plus
/// the insets (§2.4).
struct PaddingLayout: UnaryLayout {
    var insets: EdgeInsets

    typealias Body = Never

    /// SwiftUI's default padding: 16 points on each edge (§2.4).
    static let defaultLength: CGFloat = 16

    static var kind: LayoutNode.Kind { .padding }

    /// Padding of `insets`, or of the default length on `edges` when `insets` is nil.
    init(insets: EdgeInsets?, edges: Edge.Set = .all) {
        self.insets = insets ?? EdgeInsets(edges, Self.defaultLength)
    }

    private func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        let size = child.sizeThatFits(inset(proposal))
        return CGSize(width: max(0, size.width + insets.horizontal), height: max(0, size.height + insets.vertical))
    }

    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) {
        let inner = CGRect(
            x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
            width: max(0, bounds.width - insets.horizontal), height: max(0, bounds.height - insets.vertical))
        child.place(in: CGRect(origin: inner.origin, size: child.sizeThatFits(inset(proposal))), proposal: inset(proposal))
    }

    /// The content's spacing, with each edge padded by a non-zero amount back to a plain view's (§1.6).
    func spacing(child: LayoutSubview) -> ViewSpacing {
        var spacing = child.spacing
        let padded: [(Edge, CGFloat)] = [
            (.top, insets.top), (.leading, insets.leading), (.bottom, insets.bottom), (.trailing, insets.trailing),
        ]
        spacing.reset(padded.reduce(into: Edge.Set()) { if $1.1 != 0 { $0.insert(Edge.Set($1.0)) } })
        return spacing
    }

    /// The content's guides, moved by the leading and top insets.
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, child: LayoutSubview) -> CGFloat? {
        child.explicitAlignment(key, proposal: inset(proposal)).map { $0 + CGPoint(x: insets.leading, y: insets.top)[key.axis] }
    }
}

extension LayoutNode.Kind {
    /// `padding`.
    public static let padding = Self("Padding")
}

extension View {
    /// Pads the given edges by `length`, or by the default 16 points when `length` is `nil`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingLayout(insets: length.map { EdgeInsets(edges, $0) }, edges: edges))
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Pads each edge by its own inset.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingLayout(insets: insets))
    }
}
