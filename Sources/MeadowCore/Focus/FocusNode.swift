/// A view made focusable, or bound to a focus state; lays out as its child.
final class FocusNode: ViewNode, FocusableNode {
    var isFocusable = false
    var binding: FocusBinding?

    override var kind: LayoutNode.Kind { .focus }
}

extension LayoutNode.Kind {
    /// `focused`, `focusable`.
    public static let focus = Self("Focus")
}
