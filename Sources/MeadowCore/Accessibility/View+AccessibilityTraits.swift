extension View {
    /// Adds `traits` to the view's element, as SwiftUI's `accessibilityAddTraits(_:)`: on a container that is not
    /// an element, to each element inside it.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibilityAttributes { $0.addedTraits.formUnion(traits) }
    }

    /// Takes `traits` from the view's element, those its view implies included (a `Link`'s `isButton`), as
    /// SwiftUI's `accessibilityRemoveTraits(_:)`.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibilityAttributes { $0.removedTraits.formUnion(traits) }
    }

    /// Makes the view a heading of `level`, as SwiftUI's `accessibilityHeading(_:)`: it gains `isHeader`.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibilityAttributes {
            $0.setIfUnset(\.headingLevel, level)
            $0.addedTraits.insert(.isHeader)
        }
    }
}
