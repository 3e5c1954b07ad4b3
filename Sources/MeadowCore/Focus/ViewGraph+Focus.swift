extension ViewGraph {
    /// A key event from the keyboard: it goes to the `onKeyPress` handlers of the focused view first, then of its
    /// ancestors, innermost first, until one returns `.handled`.
    ///
    /// With nothing focused, the handlers of the views that wrap the whole screen get it (as `onKeyPress(.escape)`
    /// on an app's root view). A key that no handler takes works the app as Full Keyboard Access does
    /// (`FullKeyboardAccess`): Tab and Shift-Tab move focus through the controls, Space and Return activate the
    /// focused one, the arrows adjust it or move along a tab bar, Escape goes back.
    public func keyPressed(_ press: KeyPress) {
        guard let root = rootNode else { return }
        let handled = focus.responders(in: root).contains { ($0 as? any KeyHandlingNode)?.handle(press) == true }
        if !handled { _ = FullKeyboardAccess(focus: focus, root: root).perform(press) }
        inputChanged()
    }

    /// Text the person typed, committed (by a key, a dead key's composition or an input method): it goes to the
    /// focused view that takes text, and nowhere when nothing that takes text is focused.
    public func insertText(_ text: String) {
        guard let root = rootNode, let client = focus.textInputClient(in: root) else { return }
        client.insertText(text)
        inputChanged()
    }

    /// Text an input method is composing, not yet committed, with the part of it that is selected; empty text
    /// ends the composition. It goes where `insertText` does.
    public func setMarkedText(_ text: String, selectedRange: Range<String.Index>) {
        guard let root = rootNode, let client = focus.textInputClient(in: root) else { return }
        client.setMarkedText(text, selectedRange: selectedRange)
        inputChanged()
    }

    /// Takes focus away from the focused view, so a text field stops editing, as UIKit's `resignFirstResponder`
    /// does to the first responder (what `UIApplication.sendAction` asks). Returns whether a view had focus.
    @discardableResult
    public func endEditing() -> Bool {
        guard focus.focused != nil else { return false }
        focus.focus(nil)
        inputChanged()
        return true
    }

    /// Moves keyboard focus to the view whose accessibility element is `id`, as the keyboard would (the focus ring
    /// shows, a scroll view scrolls to it): what a screen reader asks with AT-SPI's `Component.GrabFocus`. Returns
    /// false when Tab does not stop at that element.
    @discardableResult
    public func focusAccessibilityElement(_ id: AccessibilityElementID) -> Bool {
        guard let root = rootNode, let target = KeyboardFocusOrder(root: root).target(focusing: id) else { return false }
        focus.focusFromKeyboard(target)
        inputChanged()
        return true
    }
}
