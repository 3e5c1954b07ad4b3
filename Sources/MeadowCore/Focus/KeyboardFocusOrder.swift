import Foundation

/// The views Tab visits, in order, as iOS's Full Keyboard Access moves focus: every element of the accessibility
/// tree that acts (a button, a navigation link's row, a toggle, a tab, a link), that adjusts (a slider, a stepper)
/// or that takes text, in the tree's reading order, skipping disabled ones, screens that are covered and what a
/// modal presentation hides; and the views made focusable (`focusable()`, a segmented picker) among them where they
/// stand on screen.
///
/// Each element is focused through the view node it comes from, so the focus path, `@FocusState` and key handlers
/// work for it as for any focused view.
@MainActor
struct KeyboardFocusOrder {
    /// The accessibility tree the order was read from.
    let tree: AccessibilityNode
    /// The nodes Tab visits, in order.
    private(set) var targets: [ViewNode] = []

    init(root: ViewNode) {
        tree = AccessibilityTreeBuilder().tree(of: root)
        let acting = tree.allNodes.filter(Self.isTarget)
        let ids = Set(acting.map(\.id))
        var nodes: [AccessibilityElementID: ViewNode] = [:]
        Self.collect(ids, under: root, into: &nodes)
        targets = acting.compactMap { nodes[$0.id] }
        let placed = Set(targets.map(ObjectIdentifier.init))
        let focusable = FocusSystem.layoutOrder(
            FocusSystem.focusableNodes(in: root).filter { !placed.contains(ObjectIdentifier($0)) && $0.isOnScreen })
        for node in focusable {
            let index = targets.firstIndex { Self.precedes(node.frame, $0.frame) } ?? targets.count
            targets.insert(node, at: index)
        }
    }

    /// The element the accessibility tree has for `node`, when it makes one.
    func element(of node: ViewNode) -> AccessibilityNode? {
        let id = node.accessibilityElementID
        return tree.allNodes.first { $0.id == id }
    }

    /// The container element holding `node`'s element (a tab bar holding a tab), if any.
    func container(of node: ViewNode) -> AccessibilityNode? {
        let id = node.accessibilityElementID
        return tree.allNodes.first { $0.children.contains { $0.id == id } }
    }

    /// The target node whose element is `element`.
    func target(for element: AccessibilityNode) -> ViewNode? {
        targets.first { $0.accessibilityElementID == element.id }
    }

    /// Whether Full Keyboard Access stops at `element`: it is enabled and acts, adjusts or takes text.
    private static func isTarget(_ element: AccessibilityNode) -> Bool {
        guard element.isEnabled, element.role != .window else { return false }
        return element.actionKinds.contains(.default) || element.isAdjustable
            || [.textField, .secureTextField, .searchField].contains(element.role)
    }

    /// The nodes under `node` whose element identities are in `ids`.
    private static func collect(
        _ ids: Set<AccessibilityElementID>, under node: ViewNode, into nodes: inout [AccessibilityElementID: ViewNode]
    ) {
        if ids.contains(node.accessibilityElementID) { nodes[node.accessibilityElementID] = node }
        for child in node.children { collect(ids, under: child, into: &nodes) }
    }

    /// Whether a view at `frame` comes before one at `other` on screen: it ends above it, or it starts beside it
    /// on the same line and further leading.
    private static func precedes(_ frame: CGRect, _ other: CGRect) -> Bool {
        if frame.maxY <= other.minY { return true }
        if other.maxY <= frame.minY { return false }
        return frame.minX < other.minX
    }
}
