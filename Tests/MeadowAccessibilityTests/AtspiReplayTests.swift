import Testing

@testable import MeadowAccessibility

/// Which events the bridge tells again to a listener registering late, by the event it registered for, as
/// at-spi2-core's registry names it in `EventListenerRegistered` (`Object:StateChanged:Focused`) or as libatspi
/// spells it (`object:state-changed:focused`); an empty part is any event of that kind.
@Suite("A listener registering late is told the focus and the window's activation again")
struct AtspiReplayTests {
    @Test("Each registration takes the replays whose event it names", arguments: [
        ("Object:StateChanged:Focused", [AtspiReplay.focus]),
        ("object:state-changed:focused", [.focus]),
        ("Object:StateChanged:", [.focus]),
        ("Object::", [.focus]),
        ("Window:Activate", [.activation]),
        ("window:", [.activation]),
        ("", [.focus, .activation]),
        ("Object:StateChanged:Checked", []),
        ("Object:ChildrenChanged", []),
        ("Window:Deactivate", []),
        ("Focus:", []),
    ])
    func replays(registered: String, expected: [AtspiReplay]) {
        #expect(AtspiReplay.replays(forListenerOf: registered) == expected)
    }
}
