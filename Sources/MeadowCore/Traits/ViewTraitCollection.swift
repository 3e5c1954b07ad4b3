/// The traits of one view, keyed by type, as SwiftUI's `ViewTraitCollection`.
///
/// The node a modifier makes starts with the traits of the view it modifies; a trait modifier writes on top.
struct ViewTraitCollection {
    private var values: [ObjectIdentifier: Any] = [:]

    subscript<Key: ViewTraitKey>(key: Key.Type) -> Key.Value {
        get {
            // A trait never set (most views have none) costs a lookup, not a cast.
            guard let value = values[ObjectIdentifier(key)] else { return Key.defaultValue }
            return value as? Key.Value ?? Key.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
