/// How `accessibilityElement(children:)` makes one element of a view and its children, as SwiftUI's
/// `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Rule: Hashable, Sendable {
        case ignore, contain, combine
    }

    let rule: Rule

    /// The children are hidden and the new element has only the properties its own modifiers give it.
    public static let ignore = Self(rule: .ignore)
    /// The element is a container: its children are read, in order, before what follows it.
    public static let contain = Self(rule: .contain)
    /// The children's properties merge into the element: their labels joined with ", ", their traits united and
    /// their default actions kept as actions named after them.
    public static let combine = Self(rule: .combine)
}
