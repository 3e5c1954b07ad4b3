extension ViewGraph {
    /// The accessibility tree of what the last layout placed, as VoiceOver would read the screen: built only when
    /// asked (by a test, a tool or an accessibility bridge), never in a frame's own work. A pure read, like
    /// `layoutTree()`. The elements Tab stops at are focusable, and the one standing for the view a screen reader's
    /// focus is on focused: keyboard focus's, or the one code moved it to (`AccessibilityFocusState`).
    public func accessibilityTree() -> AccessibilityNode {
        guard let rootNode else { return AccessibilityTreeBuilder().tree(of: nil) }
        return KeyboardFocusOrder(root: rootNode).markedTree(focused: focus.readerFocused)
    }
}
