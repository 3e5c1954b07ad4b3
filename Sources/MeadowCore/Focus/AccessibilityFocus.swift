/// Where a screen reader's focus is, as `@AccessibilityFocusState` sees it and the accessibility tree shows it (the
/// element of the view it is on is `isFocused`).
///
/// AT-SPI has one focus: a screen reader moves keyboard focus (`Component.GrabFocus`) and follows the focus events
/// a toolkit sends; it has no cursor of its own that an app could read or set, as VoiceOver's is on iOS. So the
/// reader's focus is on the view keyboard focus is on, unless code moved it since, by writing the value of a state
/// bound with `accessibilityFocused(_:equals:)`, to that view (a text as well as a control): its element is then
/// the focused one, and the bridge sends the focus event Orca moves to and speaks. Keyboard focus moving (Tab, a
/// click, `GrabFocus`, a `@FocusState`) takes the reader's focus with it again.
@MainActor
final class AccessibilityFocus {
    /// The view code moved the reader's focus to, apart from keyboard focus; nil while it follows keyboard focus.
    private weak var moved: ViewNode?
    /// States written by code since the last update, in order.
    private var requests: [any FocusStorage] = []
    /// The states the reader's focus showed last, by storage.
    private var shown: [ObjectIdentifier: FocusBinding] = [:]

    /// Asks to move the reader's focus to the view `storage`'s new value is bound to, on the next update.
    func request(_ storage: any FocusStorage) {
        requests.append(storage)
    }

    /// Whether anything is left to resolve or show.
    var isActive: Bool { moved != nil || !requests.isEmpty || !shown.isEmpty }

    /// Keyboard focus moved to a view: the reader's focus goes with it.
    func followKeyboard() {
        moved = nil
    }

    /// The view the reader's focus is on, when keyboard focus is on `keyboard`.
    func focused(keyboard: ViewNode?) -> ViewNode? {
        moved ?? keyboard
    }

    /// After an update: lets go of a view code moved the reader's focus to that has left, and moves it where the
    /// states written since ask. Returns those states, for `publish`.
    func resolve(in root: ViewNode, keyboard: ViewNode?) -> [any FocusStorage] {
        if let node = moved, !FocusSystem.isAttached(node, to: root) { moved = nil }
        let requested = requests
        requests.removeAll()
        for storage in requested { move(to: storage, in: root, keyboard: keyboard) }
        return requested
    }

    /// Moves the reader's focus to the first view bound to `storage`'s value; a `nil` or `false` value gives it
    /// back to keyboard focus when it is on one of the state's views. A value no view is bound to leaves it.
    private func move(to storage: any FocusStorage, in root: ViewNode, keyboard: ViewNode?) {
        let id = ObjectIdentifier(storage)
        if storage.isEmpty {
            if let focused = focused(keyboard: keyboard), Self.bindings(of: focused)[id] != nil { moved = nil }
        } else if let target = Self.firstNode(in: root, where: { node in
            node.accessibility?.focusBindings.contains { ObjectIdentifier($0.storage) == id && $0.value == storage.focusValue } == true
        }) {
            moved = target
        }
    }

    /// Writes where the reader's focus is into the states bound on its path, those bound on the previous one and
    /// those in `requested`. Returns whether a state changed.
    func publish(keyboard: ViewNode?, also requested: [any FocusStorage]) -> Bool {
        let current = focused(keyboard: keyboard).map(Self.bindings(of:)) ?? [:]
        var storages = shown.mapValues(\.storage)
        for (id, binding) in current { storages[id] = binding.storage }
        for storage in requested { storages[ObjectIdentifier(storage)] = storage }
        var changed = false
        for (id, storage) in storages { changed = storage.show(current[id]?.value) || changed }
        shown = current
        return changed
    }

    /// The accessibility focus state values that show the reader's focus at `node`: the `accessibilityFocused`
    /// bindings on its path and on what it wraps; for a state bound more than once, the innermost.
    private static func bindings(of node: ViewNode) -> [ObjectIdentifier: FocusBinding] {
        var bindings: [ObjectIdentifier: FocusBinding] = [:]
        for node in FocusSystem.ancestors(of: node) + [node] + FocusSystem.wrapped(by: node) {
            for binding in node.accessibility?.focusBindings ?? [] { bindings[ObjectIdentifier(binding.storage)] = binding }
        }
        return bindings
    }

    /// The first node under `root`, in tree order, that `matches`, outside covered screens.
    private static func firstNode(in root: ViewNode, where matches: (ViewNode) -> Bool) -> ViewNode? {
        guard !root.isCovered else { return nil }
        if matches(root) { return root }
        for child in root.children {
            if let found = firstNode(in: child, where: matches) { return found }
        }
        return nil
    }
}
