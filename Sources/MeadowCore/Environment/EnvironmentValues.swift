import Foundation

/// The values a view inherits from its ancestors, as SwiftUI's `EnvironmentValues`.
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

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
