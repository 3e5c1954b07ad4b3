/// The value a `Picker` (and, next, a `TabView`) matches against its selection.
enum TagTraitKey: ViewTraitKey {
    static let defaultValue: AnyHashable? = nil
}
