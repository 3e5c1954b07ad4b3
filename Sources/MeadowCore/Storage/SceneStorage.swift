import Foundation

/// A value a scene keeps for its next launch, as SwiftUI's `@SceneStorage`: iOS restores it when the system brings
/// the scene back; Meadow's one scene keeps it in `UserDefaults.standard` under `SceneStorage.<key>`, so it is
/// there at the next launch of the app. Reading, writing and re-evaluation are as `@AppStorage`'s.
@MainActor
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let storage: AppStorage<Value>

    init(key: String, defaultValue: Value, codec: DefaultsCodec<Value>) {
        storage = AppStorage(key: "SceneStorage." + key, store: nil, defaultValue: defaultValue, codec: codec)
    }

    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    /// A binding to the stored value, as `$value`.
    public var projectedValue: Binding<Value> { storage.projectedValue }
}

extension SceneStorage: DynamicPropertyLink {
    func link(to node: CompositeNode, slot: inout Int, environment: EnvironmentValues) {
        storage.link(to: node, slot: &slot, environment: environment)
    }
}

extension SceneStorage {
    /// A `Bool` under `key`, `wrappedValue` when absent.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(Bool.self))
    }

    /// An `Int` under `key`, `wrappedValue` when absent.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(Int.self))
    }

    /// A `Double` under `key`, `wrappedValue` when absent.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(Double.self))
    }

    /// A `String` under `key`, `wrappedValue` when absent.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(String.self))
    }

    /// A `URL` under `key` (kept as its string), `wrappedValue` when absent.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, codec: .url)
    }

    /// A `Data` under `key`, `wrappedValue` when absent.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(Data.self))
    }

    /// An enumeration kept as its `Int` raw value, `wrappedValue` when absent or of no case.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(.plain(Int.self)))
    }

    /// An enumeration kept as its `String` raw value, `wrappedValue` when absent or of no case.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(.plain(String.self)))
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional `Bool` under `key`, nil when absent; setting nil removes the key.
    public init(_ key: String) where Value == Bool? {
        self.init(key: key, defaultValue: nil, codec: .optional(.plain(Bool.self)))
    }

    /// An optional `Int` under `key`.
    public init(_ key: String) where Value == Int? {
        self.init(key: key, defaultValue: nil, codec: .optional(.plain(Int.self)))
    }

    /// An optional `Double` under `key`.
    public init(_ key: String) where Value == Double? {
        self.init(key: key, defaultValue: nil, codec: .optional(.plain(Double.self)))
    }

    /// An optional `String` under `key`.
    public init(_ key: String) where Value == String? {
        self.init(key: key, defaultValue: nil, codec: .optional(.plain(String.self)))
    }

    /// An optional `URL` under `key`.
    public init(_ key: String) where Value == URL? {
        self.init(key: key, defaultValue: nil, codec: .optional(.url))
    }

    /// An optional `Data` under `key`.
    public init(_ key: String) where Value == Data? {
        self.init(key: key, defaultValue: nil, codec: .optional(.plain(Data.self)))
    }

    /// An optional enumeration kept as its `Int` raw value.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(.plain(Int.self))))
    }

    /// An optional enumeration kept as its `String` raw value.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(.plain(String.self))))
    }
}
