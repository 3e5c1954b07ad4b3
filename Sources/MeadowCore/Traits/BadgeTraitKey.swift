import Foundation

/// The badge of a list row or a tab (`badge(_:)`): text shown at a list row's trailing edge, or in a red capsule
/// over a `TabView` page's tab bar item.
enum BadgeTraitKey: ViewTraitKey {
    static let defaultValue: Text? = nil
}

extension View {
    /// Shows `count` at this list row's trailing edge in the secondary colour, or on this `TabView` page's tab bar
    /// item in a red capsule, as SwiftUI's `badge(_:)`; zero shows no badge.
    public func badge(_ count: Int) -> some View {
        modifier(ViewTraitModifier<BadgeTraitKey>(value: count == 0 ? nil : Text("\(count)")))
    }

    /// Shows `label` at this list row's trailing edge in the secondary colour, or on this `TabView` page's tab bar
    /// item in a red capsule, as SwiftUI's `badge(_:)`; nil shows no badge.
    public func badge(_ label: Text?) -> some View {
        modifier(ViewTraitModifier<BadgeTraitKey>(value: label))
    }

    /// Shows the localized `key` as this list row's or tab's badge, as SwiftUI's `badge(_:)`; nil shows no badge.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }

    /// Shows `label` as this list row's or tab's badge, as SwiftUI's `badge(_:)`; nil shows no badge.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text($0) })
    }
}
