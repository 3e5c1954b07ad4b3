/// The label a `TabView` shows in its tab bar for a page, set with `tabItem(_:)`.
enum TabItemTraitKey: ViewTraitKey {
    static let defaultValue: AnyView? = nil
}
