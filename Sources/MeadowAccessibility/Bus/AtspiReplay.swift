/// What the bridge tells again, to it alone, a listener that registers with the registry after the app opened
/// (`org.a11y.atspi.Registry`'s `EventListenerRegistered` signal): a signal reaches only the listeners there are
/// when it is sent, so a screen reader started after the window opened, or after focus moved, would not know which
/// element has the focus or that the window is active until they change again.
///
/// Each is told once to each listener, however many of its registrations it matches (Orca registers for
/// `object:state-changed:focused` and for all of `object:state-changed:` alike).
enum AtspiReplay: String, CaseIterable {
    /// `state-changed:focused` 1 from the focused element.
    case focus
    /// `window:activate` from the window, while it has the keyboard focus.
    case activation

    /// The event the replay stands for, as the registry names events: `Object:StateChanged:Focused`.
    private var event: [String] {
        switch self {
        case .focus: ["Object", "StateChanged", "Focused"]
        case .activation: ["Window", "Activate"]
        }
    }

    /// The replays a listener registered for `registered` takes: those whose event it names, in the registry's
    /// form (`Object:StateChanged:Focused`, `Window:`, or empty for every event) or libatspi's
    /// (`object:state-changed:focused`). An empty part matches any.
    static func replays(forListenerOf registered: String) -> [AtspiReplay] {
        let parts = registered.split(separator: ":", omittingEmptySubsequences: false).map(normalized)
        return allCases.filter { replay in
            let event = replay.event.map(normalized)
            return parts.count <= event.count && zip(parts, event).allSatisfy { $0.isEmpty || $0 == $1 }
        }
    }

    /// A part of an event's name without case and dashes: `state-changed` and `StateChanged` alike.
    private static func normalized(_ part: some StringProtocol) -> String {
        part.lowercased().replacingOccurrences(of: "-", with: "")
    }
}
