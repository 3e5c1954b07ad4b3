/// How the keyboard moves through lists, as a `List` on iPad is a focus group and as GTK 4's list boxes move: a
/// list is one Tab stop, entered at its first row that holds a control, or at the control focus left it from
/// when Tab comes back (`ListFocusMemory`), and Tab from any of its rows leaves it;
/// Up and Down move from row to row (the first control of the nearest row above or below that holds one, not past
/// the ends), Left and Right between the controls of one row (a row of cards). A text field in a list stays a Tab
/// stop of its own, as Tab goes from field to field in a form.
@MainActor
struct ListKeyboardNavigation {
    /// Where an element is in a list: the list and the index of its row.
    private struct Place: Hashable {
        let list: AccessibilityElementID
        let row: Int
    }

    private let order: KeyboardFocusOrder
    /// The control each list was left at.
    private let memory: ListFocusMemory
    /// The list and row of every element inside a list's rows, the innermost list's.
    private let places: [AccessibilityElementID: Place]

    init(order: KeyboardFocusOrder, memory: ListFocusMemory) {
        self.order = order
        self.memory = memory
        var places: [AccessibilityElementID: Place] = [:]
        Self.collect(order.tree, into: &places)
        self.places = places
    }

    /// The views Tab visits, in order: the targets of `KeyboardFocusOrder`, each list's standing for it by the
    /// control it was left at, else its first (text fields apart).
    var tabStops: [ViewNode] {
        var entries: [AccessibilityElementID: ViewNode] = [:]
        return order.targets.filter { target in
            guard let place = place(of: target) else { return true }
            if entries[place.list] == nil { entries[place.list] = entry(to: place.list) }
            return entries[place.list] === target
        }
    }

    /// The Tab stop that stands for `node` when it has focus: its list's entry when it is in a list.
    func tabStop(for node: ViewNode) -> ViewNode {
        guard let list = place(of: node)?.list else { return node }
        return entry(to: list) ?? node
    }

    /// Remembers `node` as the control its list was left at, when it is in one.
    func remember(_ node: ViewNode) {
        guard let list = place(of: node)?.list, order.targets.contains(where: { $0 === node }) else { return }
        memory.remember(node, in: list)
    }

    /// Where Tab enters `list`: the control it was left at while that is still one of its controls, else its first.
    private func entry(to list: AccessibilityElementID) -> ViewNode? {
        if let left = memory.lastFocused(in: list), place(of: left)?.list == list, order.targets.contains(where: { $0 === left }) {
            return left
        }
        return order.targets.first { place(of: $0)?.list == list }
    }

    /// Where Down (`below`) or Up moves focus from `node`: the first control of the nearest row below or above
    /// that holds one, or `node` at the end of the list; nil when `node` is in no list.
    func row(from node: ViewNode, below: Bool) -> ViewNode? {
        guard let place = place(of: node) else { return nil }
        let candidates = order.targets.compactMap { target in self.place(of: target).map { (target, $0) } }
            .filter { $0.1.list == place.list && (below ? $0.1.row > place.row : $0.1.row < place.row) }
        guard let nearest = below ? candidates.map(\.1.row).min() : candidates.map(\.1.row).max() else { return node }
        return candidates.first { $0.1.row == nearest }?.0
    }

    /// Where Right (`forward`) or Left moves focus from `node` within its list row: the next or previous control of
    /// the row, or `node` at the row's end; nil when `node` is in no list.
    func control(from node: ViewNode, forward: Bool) -> ViewNode? {
        guard let place = place(of: node) else { return nil }
        let row = order.targets.filter { self.place(of: $0) == place }
        guard let index = row.firstIndex(where: { $0 === node }) else { return node }
        let next = index + (forward ? 1 : -1)
        return row.indices.contains(next) ? row[next] : node
    }

    /// The list place of the element standing for `node`; nil outside lists and for a text field.
    private func place(of node: ViewNode) -> Place? {
        guard !(node is any TextInputClient), let id = order.focusElementID(of: node) else { return nil }
        return places[id]
    }

    private static func collect(_ node: AccessibilityNode, into places: inout [AccessibilityElementID: Place]) {
        if node.role == .list {
            for (index, row) in node.children.enumerated() {
                for element in row.allNodes { places[element.id] = Place(list: node.id, row: index) }
            }
        }
        for child in node.children { collect(child, into: &places) }
    }
}
