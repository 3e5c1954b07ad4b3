internal import CGio
import Foundation

/// Finds and opens the accessibility bus, as GTK 4 and libatspi do: `AT_SPI_BUS_ADDRESS` when set, else the
/// address `org.a11y.Bus.GetAddress` gives on the session bus (which starts the bus when nothing has yet). With no
/// session bus (no `DBUS_SESSION_BUS_ADDRESS`, no `$XDG_RUNTIME_DIR/bus`) there is no accessibility bus either:
/// nothing is started, D-Bus's X11 autolaunch included.
enum AccessibilityBusConnection {
    /// How long the session bus may take to give the address, in milliseconds.
    static let timeout: Int32 = 5000

    /// A connection to the accessibility bus, authenticated and registered, or nil when there is none. Blocks: call it
    /// off the main thread.
    static func open(environment: [String: String]) -> OpaquePointer? {
        let address = environment["AT_SPI_BUS_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? sessionBusAddress(environment).flatMap(accessibilityBusAddress)
        guard let address else { return nil }
        return connect(address)
    }

    /// The session bus's address as GLib would find it, without autolaunch.
    private static func sessionBusAddress(_ environment: [String: String]) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let runtime = environment["XDG_RUNTIME_DIR"] else { return nil }
        let socket = runtime + "/bus"
        return FileManager.default.fileExists(atPath: socket) ? "unix:path=" + socket : nil
    }

    /// Asks the session bus at `address` for the accessibility bus's address.
    private static func accessibilityBusAddress(sessionBus address: String) -> String? {
        guard let session = connect(address) else { return nil }
        defer {
            g_dbus_connection_close_sync(session, nil, nil)
            g_object_unref(UnsafeMutableRawPointer(session))
        }
        let reply = g_dbus_connection_call_sync(
            session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil, nil, G_DBUS_CALL_FLAGS_NONE, timeout, nil, nil)
        guard let reply else { return nil }
        defer { g_variant_unref(reply) }
        let address = DBusArguments(reply).string(0)
        return address.isEmpty ? nil : address
    }

    private static func connect(_ address: String) -> OpaquePointer? {
        let flags = GDBusConnectionFlags(
            G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        return g_dbus_connection_new_for_address_sync(address, flags, nil, nil, nil)
    }
}
