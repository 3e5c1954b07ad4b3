/// The preference that tells a navigation screen that its content is `searchable`, so it makes room for the
/// search field under its bar's title.
struct NavigationSearchKey: PreferenceKey {
    static var defaultValue: Bool { false }

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}
