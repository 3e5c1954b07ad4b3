internal import CGio
import Foundation
import MeadowCore

/// Publishes a window's accessibility tree on the AT-SPI2 accessibility bus, so that Orca and other Linux assistive
/// technologies read and drive the app, as GTK 4 and Qt do without ATK: the application object and one object per
/// element under `/org/a11y/atspi/accessible`, embedded in the registry's desktop (`Socket.Embed`), answering
/// `Accessible`, `Application`, `Component`, `Action`, `Value`, `Text`, `EditableText` and `Cache` through GIO's
/// GDBus, and sending children, name, description, state, text and caret changes after frames that changed the
/// tree, and the window's activation when it gains or loses the keyboard focus.
///
/// It registers whenever a bus exists (GTK 4's choice: no flag must first say a screen reader runs) and does
/// nothing at all without one; `MEADOW_A11Y=0` turns it off. Finding the bus runs off the main thread, so a
/// launch does not wait for it. Calls from the bus are answered on the main thread (`GLibMainContextPump`), from
/// the tree the last idle moment published; actions they ask for run there, on the main actor.
@MainActor
public final class AccessibilityBridge {
    let graph: ViewGraph
    let applicationName: String
    /// Where the window is on the screen, and its pixels per point, for `Component`'s screen coordinates.
    let placement: () -> (origin: CGPoint, scale: CGFloat)
    private(set) var connection: OpaquePointer?
    private(set) var busName = ""
    private var pump: GLibMainContextPump?
    /// The registry's desktop, the application's parent, as `Socket.Embed` answered.
    var desktop = DBusValue.reference("org.a11y.atspi.Registry", AtspiTree.root)
    /// The id the registry gave the application.
    var applicationID: Int32 = 0
    /// The tree last published; nil until the bridge connects.
    private(set) var tree: AtspiTree?
    /// Whether the window has the keyboard focus: it opens with it.
    private(set) var isWindowActive = true
    /// The replays each listener has had, as "bus-name replay" (`AtspiReplay`).
    private var replayed = Set<String>()

    /// Starts publishing `graph`'s window, named `applicationName`, unless `MEADOW_A11Y=0`; the bridge connects
    /// when the bus is found, and never when there is none. Call `refresh()` when frames have been drawn.
    public static func start(
        graph: ViewGraph, applicationName: String, placement: @escaping () -> (origin: CGPoint, scale: CGFloat)
    ) -> AccessibilityBridge? {
        let environment = ProcessInfo.processInfo.environment
        guard environment["MEADOW_A11Y"] != "0" else { return nil }
        let bridge = AccessibilityBridge(graph: graph, applicationName: applicationName, placement: placement)
        DispatchQueue.global(qos: .utility).async {
            nonisolated(unsafe) let connection = AccessibilityBusConnection.open(environment: environment)
            guard connection != nil else { return }
            DispatchQueue.main.async { MainActor.assumeIsolated { bridge.connect(connection) } }
        }
        return bridge
    }

    private init(graph: ViewGraph, applicationName: String, placement: @escaping () -> (origin: CGPoint, scale: CGFloat)) {
        self.graph = graph
        self.applicationName = applicationName
        self.placement = placement
    }

    /// Publishes the tree as it is now and sends the events that say how it changed since the last time; nothing
    /// when the bridge is not connected. The window calls it when it goes idle after drawing.
    public func refresh() {
        guard let connection, let old = tree else { return }
        let new = AtspiTree(graph.accessibilityTree())
        let changes = AccessibilityTreeChanges(from: old.window, to: new.window)
        tree = new
        for event in AtspiEvent.events(for: changes, from: old, to: new) { emit(event, on: connection) }
    }

    /// Registers the objects on the bus and embeds the application in the registry's desktop.
    private func connect(_ connection: OpaquePointer?) {
        guard let connection else { return }
        self.connection = connection
        busName = g_dbus_connection_get_unique_name(connection).map { String(cString: $0) } ?? ""
        pump = GLibMainContextPump()
        tree = AtspiTree(graph.accessibilityTree())
        let me = Unmanaged.passUnretained(self).toOpaque()
        AtspiCallbacks.register(on: connection, bridge: me)
        g_dbus_connection_signal_subscribe(
            connection, nil, "org.a11y.atspi.Registry", "EventListenerRegistered", "/org/a11y/atspi/registry", nil,
            G_DBUS_SIGNAL_FLAGS_NONE, AtspiCallbacks.listenerRegistered, me, nil)
        let socket = DBusValue.tuple([.reference(busName, AtspiTree.root)])
        g_dbus_connection_call(
            connection, "org.a11y.atspi.Registry", AtspiTree.root, "org.a11y.atspi.Socket", "Embed", socket.makeVariant(), nil,
            G_DBUS_CALL_FLAGS_NONE, -1, nil, AtspiCallbacks.embedded, me)
    }

    /// Takes the registry's desktop from `Socket.Embed`'s reply.
    func didEmbed(reply: OpaquePointer) {
        guard let child = g_variant_get_child_value(reply, 0) else { return }
        defer { g_variant_unref(child) }
        let reference = DBusArguments(child)
        desktop = .reference(reference.string(0), reference.objectPath(1))
        // The window has just opened with the focus: say so, as a toolkit does when its window is activated, so a
        // screen reader announces it.
        announceActivation()
    }

    /// Tells screen readers that the window gained the keyboard focus (`isActive`) or lost it, as GTK 4 does:
    /// the frame's active state, then `window:activate` or `window:deactivate`. The window calls it when its
    /// focus changes.
    public func windowFocusChanged(isActive: Bool) {
        guard isActive != isWindowActive else { return }
        isWindowActive = isActive
        announceActivation()
    }

    /// Tells a listener that has just registered (`listener`, its bus name, for the event the registry names
    /// `event`) what it would have heard had it listened from the start: the focused element's focus and the
    /// window's activation (`AtspiReplay`), each once, sent to it alone. Signals sent before it listened reached
    /// no one: the bus keeps none.
    func listenerRegistered(_ listener: String, for event: String) {
        guard let connection, let window = tree?.window else { return }
        for replay in AtspiReplay.replays(forListenerOf: event) where replayed.insert("\(listener) \(replay)").inserted {
            switch replay {
            case .focus:
                guard let focused = window.allNodes.first(where: \.isFocused) else { continue }
                emit(AtspiEvent(path: AtspiTree.path(of: focused.id), member: "StateChanged", detail: "focused", detail1: 1),
                    on: connection, to: listener)
            case .activation:
                guard isWindowActive else { continue }
                emit(activation(of: window), on: connection, interface: "org.a11y.atspi.Event.Window", to: listener)
            }
        }
    }

    private func announceActivation() {
        guard let connection, let window = tree?.window else { return }
        let path = AtspiTree.path(of: window.id)
        emit(AtspiEvent(path: path, member: "StateChanged", detail: "active", detail1: isWindowActive ? 1 : 0), on: connection)
        emit(activation(of: window), on: connection, interface: "org.a11y.atspi.Event.Window")
    }

    /// `window:activate`, or `window:deactivate` when the window does not have the keyboard focus.
    private func activation(of window: AccessibilityNode) -> AtspiEvent {
        AtspiEvent(
            path: AtspiTree.path(of: window.id), member: isWindowActive ? "Activate" : "Deactivate", detail: "",
            value: .string(applicationName))
    }

    /// Sends `event` to every listener, or to `listener` alone.
    private func emit(
        _ event: AtspiEvent, on connection: OpaquePointer, interface: String = "org.a11y.atspi.Event.Object", to listener: String? = nil
    ) {
        let value: DBusValue = switch event.value {
        case .none: .int32(0)
        case .string(let string): .string(string)
        case .number(let number): .double(number)
        case .child(let path): .reference(busName, path)
        }
        let body = DBusValue.tuple([
            .string(event.detail), .int32(event.detail1), .int32(event.detail2), .variant(value), .array(elementType: "{sv}", []),
        ])
        g_dbus_connection_emit_signal(connection, listener, event.path, interface, event.member, body.makeVariant(), nil)
    }

    /// The object at `path`: the application, the cache, or an element of the published tree.
    func object(at path: String) -> AtspiObject? {
        if path == AtspiTree.root { return .application }
        if path == AtspiTree.cache { return .cache }
        guard let number = AtspiTree.number(inPath: path), let entry = tree?[number] else { return nil }
        return .element(entry)
    }

    /// A reference to `node`'s object.
    func reference(_ node: AccessibilityNode) -> DBusValue {
        .reference(busName, AtspiTree.path(of: node.id))
    }

    /// A reference to the application object.
    var applicationReference: DBusValue { .reference(busName, AtspiTree.root) }

    /// A reference to `entry`'s parent: an element, or the application for the window.
    func parentReference(of entry: AtspiTree.Entry) -> DBusValue {
        guard let parent = entry.parent, let parentEntry = tree?[parent] else { return applicationReference }
        return reference(parentEntry.node)
    }

    /// Taps the window at `point`, as a finger would: down, then up.
    func tap(at point: CGPoint) {
        graph.pointerDown(at: point)
        graph.pointerUp(at: point)
    }
}

/// An object the bridge answers for.
enum AtspiObject {
    case application
    case cache
    case element(AtspiTree.Entry)
}
