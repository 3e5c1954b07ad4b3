/// The level of a heading in the content's outline, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    case unspecified = 0
    case h1, h2, h3, h4, h5, h6
}
