/// The size the user chose for text, as SwiftUI's `DynamicTypeSize`: seven standard sizes, `large` the default,
/// then five accessibility sizes, in increasing order.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the accessibility sizes, `accessibility1` and larger.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
