extension ViewGraph {
    /// The accessibility tree of what the last layout placed, as VoiceOver would read the screen: built only when
    /// asked (by a test, a tool or an accessibility bridge), never in a frame's own work. A pure read, like
    /// `layoutTree()`.
    public func accessibilityTree() -> AccessibilityNode {
        AccessibilityTreeBuilder().tree(of: rootNode)
    }
}
