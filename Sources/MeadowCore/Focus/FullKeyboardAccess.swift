/// The keys that work the whole app, as iOS's Full Keyboard Access: what a key does when no handler on the focus
/// path took it.
///
/// - Tab and Shift-Tab move focus to the next and previous control (`KeyboardFocusOrder`), wrapping around; a list
///   is one stop, which Tab enters at its first row holding a control, or back at the control it left, and leaves
///   from any row (`ListKeyboardNavigation`).
/// - Space and Return activate the focused control: its accessibility default action (a button's action, a
///   toggle's flip, a navigation link's push, a tab's selection), or a tappable view's single tap.
/// - In a list, Up and Down move focus from row to row, and Left and Right between the controls of a row unless
///   the focused one adjusts.
/// - The arrows adjust a focused slider or stepper (right and up increase; in a list, right and left); in a tab
///   bar, left and right move to the neighbouring tab and select it. (A segmented picker takes its arrows itself.)
/// - Escape goes back: it pops the frontmost navigation stack, as its back button does. (A presentation takes
///   Escape first, in `PresentationHostNode`.)
@MainActor
struct FullKeyboardAccess {
    let focus: FocusSystem
    let root: ViewNode

    /// Does what `press` asks; false when it asks nothing here.
    func perform(_ press: KeyPress) -> Bool {
        guard press.phase != .up else { return false }
        let plain = press.modifiers.isSubset(of: [.capsLock])
        switch press.key {
        case .tab where press.modifiers.isSubset(of: [.shift, .capsLock]):
            let lists = ListKeyboardNavigation(order: KeyboardFocusOrder(root: root), memory: focus.listRows)
            if let focused = focus.focused { lists.remember(focused) }
            return focus.move(
                forward: !press.modifiers.contains(.shift), in: lists.tabStops, from: focus.focused.map(lists.tabStop(for:)))
        case .space where plain, .return where plain:
            return activate()
        case .leftArrow where plain, .downArrow where plain:
            return step(forward: false, horizontal: press.key == .leftArrow)
        case .rightArrow where plain, .upArrow where plain:
            return step(forward: true, horizontal: press.key == .rightArrow)
        case .escape where plain:
            return goBack()
        default:
            return false
        }
    }

    /// Runs the focused control's default action, or the focused tappable view's tap.
    private func activate() -> Bool {
        guard let focused = focus.focused, !(focused is any TextInputClient) else { return false }
        if let gesture = focused as? GestureNode, let tap = gesture.keyboardActivation {
            tap(gesture)
            return true
        }
        guard let element = KeyboardFocusOrder(root: root).element(of: focused) else { return false }
        return element.perform(.default)
    }

    /// Moves to the row above or below in a list; adjusts the focused slider or stepper; moves to the neighbouring
    /// control of a list row, or to the next tab of a tab bar.
    private func step(forward: Bool, horizontal: Bool) -> Bool {
        guard let focused = focus.focused, !(focused is any TextInputClient) else { return false }
        let order = KeyboardFocusOrder(root: root)
        let lists = ListKeyboardNavigation(order: order, memory: focus.listRows)
        if !horizontal, let row = lists.row(from: focused, below: !forward) {
            if row !== focused { focus.focusFromKeyboard(row) }
            return true
        }
        let element = order.element(of: focused)
        if let element, element.isAdjustable { return element.adjust(forward ? .increment : .decrement) }
        if horizontal, let control = lists.control(from: focused, forward: forward) {
            if control !== focused { focus.focusFromKeyboard(control) }
            return true
        }
        guard let element, horizontal, let bar = order.container(of: focused), bar.role == .tabBar,
            let index = bar.children.firstIndex(where: { $0.id == element.id })
        else { return false }
        let next = index + (forward ? 1 : -1)
        guard bar.children.indices.contains(next), let target = order.target(for: bar.children[next]) else { return true }
        focus.focusFromKeyboard(target)
        bar.children[next].perform(.default)
        return true
    }

    /// Pops the frontmost navigation stack that shows a back button.
    private func goBack() -> Bool {
        let tree = AccessibilityTreeBuilder().tree(of: root)
        guard let back = tree.allNodes.last(where: { $0.identifier == NavigationBackButton.identifier }) else { return false }
        return back.perform(.default)
    }
}
