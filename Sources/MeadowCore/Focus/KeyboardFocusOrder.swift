import Foundation

/// The views the keyboard stops at, in order, as iOS's Full Keyboard Access moves focus: every element of the
/// accessibility tree that acts (a button, a navigation link's row, a toggle, a tab, a link), that adjusts (a
/// slider, a stepper) or that takes text, in the tree's reading order, skipping disabled ones, screens that are
/// covered and what a modal presentation hides; and, among them where they stand on screen, the views made
/// focusable (`focusable()`, a segmented picker) and the views a single tap acts on (`onTapGesture`, a card) that
/// hold no control and are in none. Tab visits them, the ones in a list standing for it by its first, the arrows
/// moving between its rows (`ListKeyboardNavigation`).
///
/// Each element is focused through the view node it comes from, so the focus path, `@FocusState` and key handlers
/// work for it as for any focused view.
@MainActor
struct KeyboardFocusOrder {
    /// The accessibility tree the order was read from.
    let tree: AccessibilityNode
    /// The nodes the keyboard stops at, in order.
    private(set) var targets: [ViewNode] = []
    /// The elements of the tree, in reading order.
    private let elements: [AccessibilityNode]

    init(root: ViewNode) {
        tree = AccessibilityTreeBuilder().tree(of: root)
        elements = tree.allNodes
        let acting = elements.filter(Self.isTarget)
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
        return elements.first { $0.id == id }
    }

    /// The element that stands for `node` when it has focus, as a screen reader is told: its own element, or the
    /// item focus rests on inside it when it is a group of items (`focusedItem(of:)`); for a view that makes none
    /// (a tappable card), the first element inside it; else the nearest element holding it (not the window).
    func focusElementID(of node: ViewNode) -> AccessibilityElementID? {
        if let own = element(of: node) { return Self.focusedItem(of: own).id }
        var inside = Set<AccessibilityElementID>()
        Self.collectIDs(under: node, into: &inside)
        if let first = elements.first(where: { inside.contains($0.id) }) { return first.id }
        var ancestor = node.parent
        while let current = ancestor, current.parent != nil {
            if let holding = element(of: current) { return holding.id }
            ancestor = current.parent
        }
        return nil
    }

    /// The container element holding `node`'s element (a tab bar holding a tab), if any.
    func container(of node: ViewNode) -> AccessibilityNode? {
        let id = node.accessibilityElementID
        return elements.first { $0.children.contains { $0.id == id } }
    }

    /// The target node whose element is `element`.
    func target(for element: AccessibilityNode) -> ViewNode? {
        targets.first { $0.accessibilityElementID == element.id }
    }

    /// The target node that focuses the element identified by `id` (`focusElementID(of:)`), if Tab stops there.
    func target(focusing id: AccessibilityElementID) -> ViewNode? {
        targets.first { focusElementID(of: $0) == id }
    }

    /// The tree with the elements Tab stops at focusable, and the element standing for `focused` focused.
    func markedTree(focused: ViewNode?) -> AccessibilityNode {
        let focusable = Set(targets.compactMap(focusElementID(of:)))
        let focusedID = focused.flatMap(focusElementID(of:))
        return Self.mark(tree, focusable: focusable, focused: focusedID)
    }

    private static func mark(
        _ node: AccessibilityNode, focusable: Set<AccessibilityElementID>, focused: AccessibilityElementID?
    ) -> AccessibilityNode {
        var node = node
        node.isFocusable = focusable.contains(node.id)
        node.isFocused = node.id == focused
        node.children = node.children.map { mark($0, focusable: focusable, focused: focused) }
        return node
    }

    /// The element focus rests on in `element`: the element itself, or, when it is a group that neither acts nor
    /// adjusts but holds items (a segmented picker's segments), its selected item, else its first. iOS's Full
    /// Keyboard Access lands on an item of a focus group, not on the group, and VoiceOver reads the selected
    /// segment ("Today, selected, button"); GTK 4 focuses the checked button of a group of radio buttons, never
    /// an unnamed panel around them.
    private static func focusedItem(of element: AccessibilityNode) -> AccessibilityNode {
        guard element.role == .group, let first = element.children.first,
            !element.actionKinds.contains(.default), !element.isAdjustable
        else { return element }
        return element.children.first { $0.traits.contains(.isSelected) } ?? first
    }

    private static func collectIDs(under node: ViewNode, into ids: inout Set<AccessibilityElementID>) {
        ids.insert(node.accessibilityElementID)
        for child in node.children { collectIDs(under: child, into: &ids) }
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
