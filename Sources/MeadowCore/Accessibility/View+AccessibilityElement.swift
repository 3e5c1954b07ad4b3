extension View {
    /// Makes the view one accessibility element, its children treated as `children` says, as SwiftUI's
    /// `accessibilityElement(children:)`: `.ignore` (the default) hides them, `.combine` merges them into it,
    /// `.contain` keeps them as its children.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibilityAttributes { $0.setIfUnset(\.childBehavior, children) }
    }

    /// Hides the view and everything in it from assistive technologies when `hidden` is true, as SwiftUI's
    /// `accessibilityHidden(_:)`.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        accessibilityAttributes { $0.setIfUnset(\.isHidden, hidden) }
    }

    /// Orders the view among its siblings in the enclosing container, as SwiftUI's
    /// `accessibilitySortPriority(_:)`: higher numbers are read first; the default is zero, and elements of one
    /// priority keep their reading order.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        accessibilityAttributes { $0.setIfUnset(\.sortPriority, sortPriority) }
    }
}
