internal import CGio

/// The arguments of a D-Bus method call, read by position from the call's parameter tuple (GLib's `GVariant`).
/// A value of another type than asked reads as zero or empty: GDBus has already checked the call's signature
/// against the interface.
struct DBusArguments {
    private let tuple: OpaquePointer?

    init(_ tuple: OpaquePointer?) {
        self.tuple = tuple
    }

    func int32(_ index: Int) -> Int32 {
        read(index, "i") { g_variant_get_int32($0) } ?? 0
    }

    func uint32(_ index: Int) -> UInt32 {
        read(index, "u") { g_variant_get_uint32($0) } ?? 0
    }

    func double(_ index: Int) -> Double {
        read(index, "d") { g_variant_get_double($0) } ?? 0
    }

    func string(_ index: Int) -> String {
        read(index, "s") { String(cString: g_variant_get_string($0, nil)) } ?? ""
    }

    func objectPath(_ index: Int) -> String {
        read(index, "o") { String(cString: g_variant_get_string($0, nil)) } ?? ""
    }

    /// A property's new value, which `Properties.Set` sends in a variant: a double for `Value.CurrentValue`.
    static func double(inVariant value: OpaquePointer?) -> Double? {
        DBusArguments(nil).read(value, "d") { g_variant_get_double($0) }
    }

    private func read<T>(_ index: Int, _ signature: String, _ get: (OpaquePointer) -> T) -> T? {
        guard let tuple, index < Int(g_variant_n_children(tuple)) else { return nil }
        guard let child = g_variant_get_child_value(tuple, gsize(index)) else { return nil }
        defer { g_variant_unref(child) }
        return read(child, signature, get)
    }

    /// `value` read by `get` when it is of the type `signature` says.
    private func read<T>(_ value: OpaquePointer?, _ signature: String, _ get: (OpaquePointer) -> T) -> T? {
        guard let value else { return nil }
        let type = g_variant_type_new(signature)
        defer { g_variant_type_free(type) }
        guard g_variant_is_of_type(value, type) != 0 else { return nil }
        return get(value)
    }
}
