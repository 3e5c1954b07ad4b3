import Foundation

extension View {
    /// iOS 13's `accessibility(label:)`, as `accessibilityLabel(_:)`.
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    /// iOS 13's `accessibility(value:)`, as `accessibilityValue(_:)`.
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }

    /// iOS 13's `accessibility(hint:)`, as `accessibilityHint(_:)`.
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

    /// iOS 13's `accessibility(identifier:)`, as `accessibilityIdentifier(_:)`.
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }

    /// iOS 13's `accessibility(hidden:)`, as `accessibilityHidden(_:)`.
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

    /// iOS 13's `accessibility(addTraits:)`, as `accessibilityAddTraits(_:)`.
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }

    /// iOS 13's `accessibility(removeTraits:)`, as `accessibilityRemoveTraits(_:)`.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }

    /// iOS 13's `accessibility(sortPriority:)`, as `accessibilitySortPriority(_:)`.
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
}
