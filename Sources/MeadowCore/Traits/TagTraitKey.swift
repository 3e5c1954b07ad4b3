/// The value a `Picker` or a `TabView` matches against its selection.
enum TagTraitKey: ViewTraitKey {
    static let defaultValue: AnyHashable? = nil
}
