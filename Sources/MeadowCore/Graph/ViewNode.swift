import Foundation

/// A node of the view graph: one view with identity, its children, its environment and its layout.
///
/// Subclasses supply the layout (`computeSize`, `placeChildren`) and the drawing (`render`) of each kind of view.
/// Frames are in root coordinates, as `GeometryProxy.frame(in: .global)` reports them.
@MainActor
class ViewNode {
    var key = ViewKey()
    var viewType: ObjectIdentifier?
    var children: [ViewNode] = []
    var environment = EnvironmentValues()
    var hasEnvironment = false
    private(set) var frame: CGRect = .zero
    private var sizeCache: [ProposedViewSize: CGSize] = [:]

    // Traits that modifiers set on the node of the view they modify.
    var layoutPriority: Double = 0
    var accessibilityIdentifier: String?
    var tag: AnyHashable?

    init() {}

    /// The node's kind as the laid-out tree reports it, e.g. "Text" or "HStack".
    var kind: String { String(describing: Swift.type(of: self)).replacingOccurrences(of: "Node", with: "") }

    /// The text the node shows, for the laid-out tree.
    var text: String? { nil }

    /// Whether the node is a `Spacer` (stacks give spacers the space that is left).
    var isSpacer: Bool { false }

    func resetTraits() {
        layoutPriority = 0
        accessibilityIdentifier = nil
        tag = nil
        hasEnvironment = false
        sizeCache.removeAll(keepingCapacity: true)
    }

    /// The node's size for `proposal`, cached per proposal until the node is rebuilt.
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let size = sizeCache[proposal] { return size }
        let size = computeSize(proposal)
        sizeCache[proposal] = size
        return size
    }

    /// The size for `proposal`; the default passes it to the only child, or fills it like a colour.
    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let child = children.first, children.count == 1 { return child.sizeThatFits(proposal) }
        return proposal.replacingUnspecifiedDimensions()
    }

    /// Places the node in `rect`, in root coordinates, after its parent sized it for `proposal`.
    final func place(in rect: CGRect, proposal: ProposedViewSize) {
        frame = rect
        placeChildren(in: rect, proposal: proposal)
    }

    /// Places the children; the default gives each the whole rect.
    func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        for child in children { child.place(in: rect, proposal: proposal) }
    }

    /// Appends what the node draws; the default draws the children in order.
    func render(into list: inout DisplayList) {
        for child in children { child.render(into: &list) }
    }

    /// The laid-out subtree, for tests and tools.
    func snapshot() -> LayoutNode {
        LayoutNode(
            kind: kind, frame: frame, text: text, accessibilityIdentifier: accessibilityIdentifier,
            children: children.map { $0.snapshot() })
    }
}

extension ViewNode {
    /// Places `child` at its size for `proposal`, aligned in `rect`.
    func place(_ child: ViewNode, proposal: ProposedViewSize, alignment: Alignment, in rect: CGRect) {
        let size = child.sizeThatFits(proposal)
        child.place(in: CGRect(origin: alignment.origin(of: size, in: rect), size: size), proposal: proposal)
    }
}
