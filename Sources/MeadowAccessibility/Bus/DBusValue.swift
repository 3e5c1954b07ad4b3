internal import CGio

/// A D-Bus value as the bridge builds its replies and events, turned into a GLib `GVariant` when sent. Swift
/// does not import C's `...` functions (`g_variant_new`), so each value is built from GLib's typed constructors.
indirect enum DBusValue {
    case string(String)
    case objectPath(String)
    case bool(Bool)
    case int16(Int16)
    case int32(Int32)
    case uint32(UInt32)
    case double(Double)
    /// A struct: `(so)`, `(iiii)`, a method's out arguments.
    case tuple([DBusValue])
    /// An array of `elementType` (a D-Bus signature such as `(so)`), which says the type when it is empty.
    case array(elementType: String, [DBusValue])
    case dictEntry(DBusValue, DBusValue)
    /// A value in a variant (`v`).
    case variant(DBusValue)

    /// A reference to an accessible object: the bus name of its application and its object path (`(so)`).
    static func reference(_ busName: String, _ path: String) -> DBusValue {
        .tuple([.string(busName), .objectPath(path)])
    }

    /// `a{ss}`: string attributes.
    static func attributes(_ pairs: [(String, String)]) -> DBusValue {
        .array(elementType: "{ss}", pairs.map { .dictEntry(.string($0.0), .string($0.1)) })
    }

    /// The value as a new floating `GVariant`, which the GLib call it is given to takes.
    func makeVariant() -> OpaquePointer {
        switch self {
        case .string(let string): return g_variant_new_string(string)
        case .objectPath(let path): return g_variant_new_object_path(path)
        case .bool(let value): return g_variant_new_boolean(value ? 1 : 0)
        case .int16(let value): return g_variant_new_int16(value)
        case .int32(let value): return g_variant_new_int32(value)
        case .uint32(let value): return g_variant_new_uint32(value)
        case .double(let value): return g_variant_new_double(value)
        case .tuple(let members):
            var children: [OpaquePointer?] = members.map { $0.makeVariant() }
            return g_variant_new_tuple(&children, gsize(children.count))
        case .array(let elementType, let elements):
            var children: [OpaquePointer?] = elements.map { $0.makeVariant() }
            let type = g_variant_type_new(elementType)
            defer { g_variant_type_free(type) }
            return g_variant_new_array(type, &children, gsize(children.count))
        case .dictEntry(let key, let value):
            return g_variant_new_dict_entry(key.makeVariant(), value.makeVariant())
        case .variant(let value):
            return g_variant_new_variant(value.makeVariant())
        }
    }
}
