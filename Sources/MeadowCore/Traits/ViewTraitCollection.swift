/// The traits of one view, keyed by type, as SwiftUI's `ViewTraitCollection`.
///
/// The node a modifier makes starts with the traits of the view it modifies; a trait modifier writes on top.
struct ViewTraitCollection {
    private var values: [ObjectIdentifier: Any] = [:]

    subscript<Key: ViewTraitKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
