import Foundation

/// How a value of one of the types `@AppStorage` and `@SceneStorage` take is kept in `UserDefaults`: as iOS keeps
/// it (a number, a string, data), so `UserDefaults.standard.integer(forKey:)` reads what `@AppStorage` wrote.
struct DefaultsCodec<Value> {
    let read: (UserDefaults, String) -> Value?
    let write: (UserDefaults, String, Value) -> Void
}

extension DefaultsCodec {
    /// A value stored as itself (`Bool`, `Int`, `Double`, `String`, `Data`), read back only when of that type.
    static func plain(_ type: Value.Type) -> DefaultsCodec {
        DefaultsCodec(
            read: { store, key in
                let object = store.object(forKey: key)
                if let value = object as? Value { return value }
                // A number read back from a property list may come as another numeric type.
                if let number = object as? NSNumber {
                    switch Value.self {
                    case is Bool.Type: return number.boolValue as? Value
                    case is Int.Type: return number.intValue as? Value
                    case is Double.Type: return number.doubleValue as? Value
                    default: return nil
                    }
                }
                return nil
            },
            write: { store, key, value in store.set(value, forKey: key) })
    }

    /// The optional form of `codec`: nil removes the key.
    static func optional<Wrapped>(_ codec: DefaultsCodec<Wrapped>) -> DefaultsCodec where Value == Wrapped? {
        DefaultsCodec(
            read: { store, key in codec.read(store, key).map { .some($0) } },
            write: { store, key, value in
                if let value { codec.write(store, key, value) } else { store.removeObject(forKey: key) }
            })
    }
}

extension DefaultsCodec where Value == URL {
    /// A URL, kept as its absolute string.
    static var url: DefaultsCodec {
        DefaultsCodec(
            read: { store, key in store.string(forKey: key).flatMap { URL(string: $0) } },
            write: { store, key, value in store.set(value.absoluteString, forKey: key) })
    }
}

extension DefaultsCodec where Value: RawRepresentable {
    /// A `RawRepresentable` value, kept as its raw value; a raw value with no case reads as absent.
    static func raw(_ rawCodec: DefaultsCodec<Value.RawValue>) -> DefaultsCodec {
        DefaultsCodec(
            read: { store, key in rawCodec.read(store, key).flatMap(Value.init(rawValue:)) },
            write: { store, key, value in rawCodec.write(store, key, value.rawValue) })
    }
}
