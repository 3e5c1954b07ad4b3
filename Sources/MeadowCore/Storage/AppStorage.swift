import Foundation

/// A value kept in `UserDefaults` under `key`, as SwiftUI's `@AppStorage`: reading it reads the store (the
/// default value when the key is absent), writing it writes the store at once, and every view reading the key
/// is evaluated again.
///
/// The store is `UserDefaults.standard` unless `store:` names another. Foundation on Linux keeps the standard store
/// in `$XDG_CONFIG_HOME/<executable>.plist` (`~/.config/...`) and another suite in `<suite>.plist` beside it;
/// each write is synchronised, so the value is there at the next launch.
@MainActor
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let store: UserDefaults
    let defaultValue: Value
    let codec: DefaultsCodec<Value>

    init(key: String, store: UserDefaults?, defaultValue: Value, codec: DefaultsCodec<Value>) {
        self.key = key
        self.store = store ?? .standard
        self.defaultValue = defaultValue
        self.codec = codec
    }

    public var wrappedValue: Value {
        get { codec.read(store, key) ?? defaultValue }
        nonmutating set {
            codec.write(store, key, newValue)
            store.synchronize()
            DefaultsKeyObserver.announce(store, key: key)
        }
    }

    /// A binding to the stored value, as `$value`.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension AppStorage: DynamicPropertyLink {
    func link(to node: CompositeNode, slot: inout Int, environment: EnvironmentValues) {
        node.storage(at: slot) { ObjectObservation() }.observe(DefaultsKeyObserver.of(store, key: key), for: node)
        slot += 1
    }
}

extension AppStorage {
    /// A `Bool` under `key`, `wrappedValue` when absent.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .plain(Bool.self))
    }

    /// An `Int` under `key`, `wrappedValue` when absent.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .plain(Int.self))
    }

    /// A `Double` under `key`, `wrappedValue` when absent.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .plain(Double.self))
    }

    /// A `String` under `key`, `wrappedValue` when absent.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .plain(String.self))
    }

    /// A `URL` under `key` (kept as its string), `wrappedValue` when absent.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .url)
    }

    /// A `Data` under `key`, `wrappedValue` when absent.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .plain(Data.self))
    }

    /// An enumeration kept as its `Int` raw value, `wrappedValue` when absent or of no case.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .raw(.plain(Int.self)))
    }

    /// An enumeration kept as its `String` raw value, `wrappedValue` when absent or of no case.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .raw(.plain(String.self)))
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional `Bool` under `key`, nil when absent; setting nil removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, store: store, defaultValue: nil, codec: .optional(.plain(Bool.self)))
    }

    /// An optional `Int` under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, store: store, defaultValue: nil, codec: .optional(.plain(Int.self)))
    }

    /// An optional `Double` under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, store: store, defaultValue: nil, codec: .optional(.plain(Double.self)))
    }

    /// An optional `String` under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, store: store, defaultValue: nil, codec: .optional(.plain(String.self)))
    }

    /// An optional `URL` under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, store: store, defaultValue: nil, codec: .optional(.url))
    }

    /// An optional `Data` under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, store: store, defaultValue: nil, codec: .optional(.plain(Data.self)))
    }

    /// An optional enumeration kept as its `Int` raw value.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, store: store, defaultValue: nil, codec: .optional(.raw(.plain(Int.self))))
    }

    /// An optional enumeration kept as its `String` raw value.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, store: store, defaultValue: nil, codec: .optional(.raw(.plain(String.self))))
    }
}
