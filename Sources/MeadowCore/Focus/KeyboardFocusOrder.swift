import Foundation

/// The views Tab visits, in order, as iOS's Full Keyboard Access moves focus: every element of the accessibility
/// tree that acts (a button, a navigation link's row, a toggle, a tab, a link), that adjusts (a slider, a stepper)
/// or that takes text, in the tree's reading order, skipping disabled ones, screens that are covered and what a
/// modal presentation hides; and, among them where they stand on screen, the views made focusable (`focusable()`,
/// a segmented picker) and the views a single tap acts on (`onTapGesture`, a card) that hold no control and are in
/// none.
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
        let screen = root.environment.safeArea?.screen ?? root.frame
        targets = acting.compactMap { nodes[$0.id] }.filter { Self.isReachable($0, on: screen) }
        let placed = Set(targets.map(ObjectIdentifier.init))
        var holdingTargets = Set<ObjectIdentifier>()
        for target in targets {
            var ancestor = target.parent
            while let current = ancestor, holdingTargets.insert(ObjectIdentifier(current)).inserted { ancestor = current.parent }
        }
        let tappable = Self.tappableNodes(in: root, outside: placed).filter { !holdingTargets.contains(ObjectIdentifier($0)) }
        let focusable = FocusSystem.focusableNodes(in: root).filter { !placed.contains(ObjectIdentifier($0)) }
        for node in FocusSystem.layoutOrder((focusable + tappable).filter { $0.isOnScreen && Self.isReachable($0, on: screen) }) {
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

    /// The enabled views under `node` with a single tap's action (`onTapGesture`), outside the nodes in `targets`
    /// and the tappable views already found.
    private static func tappableNodes(in node: ViewNode, outside targets: Set<ObjectIdentifier>) -> [ViewNode] {
        guard !targets.contains(ObjectIdentifier(node)) else { return [] }
        if let gesture = node as? GestureNode, gesture.keyboardActivation != nil, node.environment.isEnabled { return [node] }
        return node.children.flatMap { tappableNodes(in: $0, outside: targets) }
    }

    /// Whether Tab can bring `node` into view: it is on the screen, or in a scroll view that can scroll to it (not
    /// a panel moved off the screen until it is shown).
    private static func isReachable(_ node: ViewNode, on screen: CGRect) -> Bool {
        guard !node.frame.intersects(screen) else { return true }
        var ancestor = node.parent
        while let current = ancestor {
            if current is ScrollViewNode { return true }
            ancestor = current.parent
        }
        return false
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
