import Foundation

/// The values a view inherits from its ancestors, as SwiftUI's `EnvironmentValues`.
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // A key never set costs a lookup, not a cast.
            guard let value = values[ObjectIdentifier(key)] else { return Key.defaultValue }
            return value as? Key.Value ?? Key.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The object of type `T` an ancestor set with `environment(_:)`.
    subscript<T: AnyObject>(object type: T.Type) -> T? {
        get { values[ObjectIdentifier(ObjectKey<T>.self)] as? T }
        set { values[ObjectIdentifier(ObjectKey<T>.self)] = newValue }
    }

    /// The key under which an object of type `T` is kept.
    private enum ObjectKey<T> {}

    /// Whether both hold the same keys with equal values (objects by identity).
    @MainActor
    func isEqual(to other: EnvironmentValues) -> Bool {
        guard values.count == other.values.count else { return false }
        for (key, value) in values {
            guard let otherValue = other.values[key], ViewInputs.isEqual(value, otherValue) else { return false }
        }
        return true
    }
}
