extension ViewGraph {
    /// The accessibility tree of what the last layout placed, as VoiceOver would read the screen: built only when
    /// asked (by a test, a tool or an accessibility bridge), never in a frame's own work. A pure read, like
    /// `layoutTree()`. The elements Tab stops at are focusable, and the one standing for the focused view focused.
    public func accessibilityTree() -> AccessibilityNode {
        guard let rootNode else { return AccessibilityTreeBuilder().tree(of: nil) }
        return KeyboardFocusOrder(root: rootNode).markedTree(focused: focus.focused)
    }
}
