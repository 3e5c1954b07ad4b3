import Foundation

/// Keyboard focus: one path from the root to the focused view.
///
/// Tab and Shift-Tab move focus along the controls and focusable views (`KeyboardFocusOrder`), as Full Keyboard
/// Access does on iOS; code moves it by writing a `@FocusState`, and the states bound on the path show where it is.
/// Key events and composed text go to the focused view first, then up the path. While focus came from the
/// keyboard, a ring shows where it is (`FocusRing`). A screen reader's focus follows it, or goes where code sends it
/// (`accessibility`).
@MainActor
final class FocusSystem {
    /// Where a screen reader's focus is, for `@AccessibilityFocusState`.
    let accessibility = AccessibilityFocus()
    /// The control each list was left at, where Tab comes back into it.
    let listRows = ListFocusMemory()

    /// The focused view's node; focus is the path from the root down to it.
    private(set) weak var focused: ViewNode? {
        didSet {
            if focused == nil { isFromKeyboard = false }
            guard oldValue !== focused else { return }
            (oldValue as? any FocusChangeObserving)?.focusChanged(to: false)
            (focused as? any FocusChangeObserving)?.focusChanged(to: true)
        }
    }
    /// Whether the keyboard moved focus where it is (Tab, an arrow), so the focus ring shows.
    private(set) var isFromKeyboard = false
    /// Focus states written by code since the last update, in order.
    private var requests: [any FocusStorage] = []
    /// The focus states the path showed last, by storage.
    private var shown: [ObjectIdentifier: FocusBinding] = [:]

    /// Asks to move focus to the view `storage`'s new value is bound to, on the next update.
    func request(_ storage: any FocusStorage) {
        requests.append(storage)
    }

    /// After an update: drops focus from a view that left or stopped being focusable, moves it where the focus
    /// states written since asked, and shows the result in the states. Returns whether a state changed.
    func resolve(in root: ViewNode) -> Bool {
        guard focused != nil || !requests.isEmpty || !shown.isEmpty || accessibility.isActive else { return false }
        if let node = focused, !Self.isAttached(node, to: root) || (node is any FocusableNode && !Self.isFocusable(node)) {
            focused = nil
        }
        let requested = requests
        requests.removeAll()
        for storage in requested { moveFocus(to: storage, in: root) }
        let readerRequested = accessibility.resolve(in: root, keyboard: focused)
        return publish(also: requested, readerRequested: readerRequested)
    }

    /// The view a screen reader's focus is on: keyboard focus's, unless code moved it since.
    var readerFocused: ViewNode? { accessibility.focused(keyboard: focused) }

    /// Moves focus to `node` (a text field that was clicked), or takes it away with nil.
    func focus(_ node: ViewNode?) {
        focused = node
        isFromKeyboard = false
        if node != nil { accessibility.followKeyboard() }
        _ = publish(also: [])
    }

    /// Moves focus to `node` as the keyboard does (Tab, an arrow to the next tab), showing the focus ring and
    /// scrolling the scroll view around it by the least that shows it whole, as Full Keyboard Access does.
    func focusFromKeyboard(_ node: ViewNode) {
        focused = node
        isFromKeyboard = true
        accessibility.followKeyboard()
        _ = publish(also: [])
        var ancestor = node.parent
        while let current = ancestor, !(current is ScrollViewNode) { ancestor = current.parent }
        (ancestor as? ScrollViewNode)?.scroll(toShow: node.frame, anchor: nil, animation: nil)
    }

    /// Moves focus to the stop after `current` in `order` (before it when `forward` is false), wrapping around;
    /// with no current stop, or one Tab does not visit (a covered screen's view), to the first (or last). Returns
    /// false when there is nowhere to go.
    func move(forward: Bool, in order: [ViewNode], from current: ViewNode?) -> Bool {
        guard !order.isEmpty else { return false }
        let next: Int
        if let current, let index = order.firstIndex(where: { $0 === current }) {
            next = (index + (forward ? 1 : order.count - 1)) % order.count
        } else {
            next = forward ? 0 : order.count - 1
        }
        focusFromKeyboard(order[next])
        return true
    }

    /// The nodes a key event visits, innermost first: what the focused view wraps, the focused view, then its
    /// ancestors up to the root. With nothing focused, the root and the views that wrap the whole screen with it
    /// (down to the first view with several children), as if the root view had focus.
    func responders(in root: ViewNode) -> [ViewNode] {
        guard let focused else { return ([root] + Self.wrapped(by: root)).reversed() }
        return Self.wrapped(by: focused).reversed() + [focused] + Self.ancestors(of: focused).reversed()
    }

    /// The view that takes composed text: the first text input client a key event would visit; nil when
    /// nothing is focused.
    func textInputClient(in root: ViewNode) -> (any TextInputClient)? {
        guard focused != nil else { return nil }
        return responders(in: root).lazy.compactMap { $0 as? any TextInputClient }.first
    }

    /// Moves focus to the first focusable view bound to `storage`'s value; a `nil` or `false` value takes focus
    /// away when it is in one of the state's views.
    private func moveFocus(to storage: any FocusStorage, in root: ViewNode) {
        let id = ObjectIdentifier(storage)
        if storage.isEmpty {
            if let focused, Self.bindings(of: focused)[id] != nil { self.focused = nil }
        } else if let target = Self.focusableNodes(in: root).first(where: {
            Self.bindings(of: $0)[id]?.value == storage.focusValue
        }) {
            focused = target
            isFromKeyboard = false
            accessibility.followKeyboard()
        }
    }

    /// Writes where focus is into the states bound on the path, the states bound on the previous path and the
    /// states in `requested`, and where the screen reader's focus is into the accessibility focus states (those in
    /// `readerRequested` too). Returns whether a state changed.
    private func publish(also requested: [any FocusStorage], readerRequested: [any FocusStorage] = []) -> Bool {
        let current = focused.map(Self.bindings(of:)) ?? [:]
        var storages = shown.mapValues(\.storage)
        for (id, binding) in current { storages[id] = binding.storage }
        for storage in requested { storages[ObjectIdentifier(storage)] = storage }
        var changed = false
        for (id, storage) in storages { changed = storage.show(current[id]?.value) || changed }
        shown = current
        return accessibility.publish(keyboard: focused, also: readerRequested) || changed
    }

    // MARK: The tree

    private static func isFocusable(_ node: ViewNode) -> Bool {
        (node as? any FocusableNode)?.isFocusable == true
    }

    /// The focusable nodes under `root`, in tree order.
    static func focusableNodes(in root: ViewNode) -> [ViewNode] {
        (isFocusable(root) ? [root] : []) + root.children.flatMap(focusableNodes(in:))
    }

    /// Whether `node` is still in the tree under `root` (a removed node keeps its parent link).
    static func isAttached(_ node: ViewNode, to root: ViewNode) -> Bool {
        var current = node
        while let parent = current.parent {
            guard parent.children.contains(where: { $0 === current }) else { return false }
            current = parent
        }
        return current === root
    }

    /// The ancestors of `node`, root first.
    static func ancestors(of node: ViewNode) -> [ViewNode] {
        var path: [ViewNode] = []
        var current = node.parent
        while let ancestor = current {
            path.append(ancestor)
            current = ancestor.parent
        }
        return path.reversed()
    }

    /// The nodes `node` wraps one to one: its only child, that child's only child, and so on, stopping before a
    /// view that has focus of its own. These are the same view as `node` on screen, with the modifiers applied
    /// inside it, so `.onKeyPress(…).focusable()` handles keys as `.focusable().onKeyPress(…)` does.
    static func wrapped(by node: ViewNode) -> [ViewNode] {
        var chain: [ViewNode] = []
        var current = node
        while current.children.count == 1, let child = current.children.first, !isFocusable(child) {
            chain.append(child)
            current = child
        }
        return chain
    }

    /// The focus state values that show focus at `node`: the `focused` bindings on its path and on what it wraps;
    /// for a state bound more than once, the innermost.
    private static func bindings(of node: ViewNode) -> [ObjectIdentifier: FocusBinding] {
        var bindings: [ObjectIdentifier: FocusBinding] = [:]
        for case let focusNode as FocusNode in ancestors(of: node) + [node] + wrapped(by: node) {
            if let binding = focusNode.binding { bindings[ObjectIdentifier(binding.storage)] = binding }
        }
        return bindings
    }

    /// `nodes` in layout order: rows from top to bottom, each from leading to trailing. A view joins the row of
    /// the view above it when its top is above that row's first view's bottom, so views of different heights
    /// side by side in an `HStack` form one row.
    static func layoutOrder(_ nodes: [ViewNode]) -> [ViewNode] {
        let byTop = nodes.enumerated().sorted {
            ($0.element.frame.minY, $0.element.frame.minX, $0.offset) < ($1.element.frame.minY, $1.element.frame.minX, $1.offset)
        }
        var rows: [[(offset: Int, element: ViewNode)]] = []
        for entry in byTop {
            if let first = rows.last?.first, entry.element.frame.minY < first.element.frame.maxY {
                rows[rows.count - 1].append(entry)
            } else {
                rows.append([entry])
            }
        }
        return rows.flatMap { row in
            row.sorted { ($0.element.frame.minX, $0.offset) < ($1.element.frame.minX, $1.offset) }.map(\.element)
        }
    }
}
