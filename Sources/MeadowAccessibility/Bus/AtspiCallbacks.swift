internal import CGio
import MeadowCore

/// GDBus's C callbacks for the bridge's objects: the subtree of elements under `/org/a11y/atspi/accessible`
/// (the application at `root`, each element at its number, found when called rather than registered one by one),
/// the cache object, the reply to `Socket.Embed` and the registry's signal that a listener registered. Each runs on the main thread, where the bridge iterates
/// GLib's main context, and hands the call to the bridge (`user_data`, unretained: the bridge lives as long as
/// the window).
enum AtspiCallbacks {
    /// Registers the elements' subtree and the cache object on `connection`.
    static func register(on connection: OpaquePointer, bridge: UnsafeMutableRawPointer) {
        var subtree = GDBusSubtreeVTable()
        subtree.enumerate = enumerate
        subtree.introspect = introspect
        subtree.dispatch = dispatch
        g_dbus_connection_register_subtree(
            connection, AtspiTree.elements, &subtree, G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES, bridge, nil, nil)
        g_dbus_connection_register_object(
            connection, AtspiTree.cache, AtspiInterfaces.info(AtspiInterfaces.cache), interfaceVTable, bridge, nil, nil)
    }

    private static func bridge(_ userData: UnsafeMutableRawPointer?) -> AccessibilityBridge? {
        userData.map { Unmanaged<AccessibilityBridge>.fromOpaque($0).takeUnretainedValue() }
    }

    private static func string(_ characters: UnsafePointer<gchar>?) -> String? {
        characters.map { String(cString: $0) }
    }

    /// The subtree's nodes are not listed (introspecting the parent path shows none); calls reach them anyway.
    private static let enumerate: GDBusSubtreeEnumerateFunc = { _, _, _, _ in
        g_malloc0(gsize(MemoryLayout<UnsafeMutablePointer<gchar>?>.stride))?.bindMemory(to: UnsafeMutablePointer<gchar>?.self, capacity: 1)
    }

    /// The interfaces of the node (`root` or an element's number), as a NULL-terminated array GDBus frees.
    private static let introspect: GDBusSubtreeIntrospectFunc = { _, _, _, node, userData in
        guard let bridge = bridge(userData), let node = string(node) else { return nil }
        let names = MainActor.assumeIsolated { bridge.interfaces(ofNode: node) }
        guard let names else { return nil }
        let infos = names.compactMap(AtspiInterfaces.info)
        let size = gsize(MemoryLayout<UnsafeMutablePointer<GDBusInterfaceInfo>?>.stride * (infos.count + 1))
        guard let array = g_malloc0(size)?.bindMemory(to: UnsafeMutablePointer<GDBusInterfaceInfo>?.self, capacity: infos.count + 1) else {
            return nil
        }
        for (index, info) in infos.enumerated() { array[index] = g_dbus_interface_info_ref(info) }
        return array
    }

    private static let dispatch: GDBusSubtreeDispatchFunc = { _, _, _, _, _, outUserData, userData in
        outUserData?.pointee = userData
        return UnsafePointer(interfaceVTable)
    }

    /// The method and property handlers every interface shares, made once and never freed.
    nonisolated(unsafe) private static let interfaceVTable: UnsafeMutablePointer<GDBusInterfaceVTable> = {
        let vtable = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)
        vtable.initialize(to: GDBusInterfaceVTable())
        vtable.pointee.method_call = methodCall
        vtable.pointee.get_property = getProperty
        vtable.pointee.set_property = setProperty
        return vtable
    }()

    private static let methodCall: GDBusInterfaceMethodCallFunc = { _, _, path, interface, method, parameters, invocation, userData in
        guard let bridge = bridge(userData), let path = string(path), let interface = string(interface), let method = string(method) else {
            return
        }
        let reply = MainActor.assumeIsolated { bridge.reply(to: method, of: interface, at: path, arguments: DBusArguments(parameters)) }
        switch reply {
        case .success(let values):
            g_dbus_method_invocation_return_value(invocation, DBusValue.tuple(values).makeVariant())
        case .failure(let error):
            g_dbus_method_invocation_return_dbus_error(invocation, error.name, error.message)
        }
    }

    private static let getProperty: GDBusInterfaceGetPropertyFunc = { _, _, path, interface, name, error, userData in
        guard let bridge = bridge(userData), let path = string(path), let interface = string(interface), let name = string(name) else {
            return nil
        }
        let value = MainActor.assumeIsolated { bridge.property(name, of: interface, at: path) }
        guard let value else {
            g_set_error_literal(error, g_dbus_error_quark(), Int32(G_DBUS_ERROR_UNKNOWN_OBJECT.rawValue), "\(path) has no \(interface).\(name)")
            return nil
        }
        return value.makeVariant()
    }

    private static let setProperty: GDBusInterfaceSetPropertyFunc = { _, _, path, interface, name, value, error, userData in
        guard let bridge = bridge(userData), let path = string(path), let interface = string(interface), let name = string(name) else {
            return 0
        }
        let done = MainActor.assumeIsolated { bridge.setProperty(name, of: interface, at: path, to: value) }
        if !done {
            g_set_error_literal(error, g_dbus_error_quark(), Int32(G_DBUS_ERROR_PROPERTY_READ_ONLY.rawValue), "\(path) cannot set \(interface).\(name)")
        }
        return done ? 1 : 0
    }

    /// The registry's reply to `Socket.Embed`: the desktop, which becomes the application's parent.
    /// The registry's `EventListenerRegistered` signal `(sas)`: a listener's bus name and the event it registered.
    static let listenerRegistered: GDBusSignalCallback = { _, _, _, _, _, parameters, userData in
        guard let bridge = bridge(userData) else { return }
        let arguments = DBusArguments(parameters)
        let listener = arguments.string(0), event = arguments.string(1)
        MainActor.assumeIsolated { bridge.listenerRegistered(listener, for: event) }
    }

    static let embedded: GAsyncReadyCallback = { source, result, userData in
        guard let bridge = bridge(userData), let source else { return }
        guard let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, nil) else { return }
        defer { g_variant_unref(reply) }
        MainActor.assumeIsolated { bridge.didEmbed(reply: reply) }
    }
}

/// A D-Bus error a call is answered with.
struct DBusError: Error {
    let name: String
    let message: String

    static func unknownObject(_ path: String) -> DBusError {
        DBusError(name: "org.freedesktop.DBus.Error.UnknownObject", message: "no accessible object at \(path)")
    }

    static func unknownMethod(_ interface: String, _ method: String) -> DBusError {
        DBusError(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "\(interface).\(method) is not answered here")
    }
}
