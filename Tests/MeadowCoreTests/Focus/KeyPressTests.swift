import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Two fields in a stack, with handlers on the stack and around the whole view that log every key going down;
/// `handles` names the handlers that return `.handled`, and for which key.
private struct NestedHandlers: View {
    let log: EventLog
    let handles: [String: KeyEquivalent]

    private func handler(_ name: String) -> (KeyPress) -> KeyPress.Result {
        { press in
            log.record(name)
            return handles[name] == press.key ? .handled : .ignored
        }
    }

    var body: some View {
        VStack {
            Color.red.frame(width: 40, height: 40).focusable().onKeyPress(action: handler("name"))
            Color.red.frame(width: 40, height: 40).focusable().onKeyPress(action: handler("email"))
        }
        .onKeyPress(action: handler("stack"))
        .padding()
        .onKeyPress(action: handler("screen"))
    }
}

/// One focusable view with handlers for each phase filter and key filter under test.
private struct FilteredHandlers: View {
    let log: EventLog

    var body: some View {
        Color.red.frame(width: 40, height: 40)
            .focusable()
            .onKeyPress(.upArrow) {
                log.record("up-arrow default")
                return .ignored
            }
            .onKeyPress(.upArrow, phases: .up) { press in
                log.record("up-arrow released")
                return .ignored
            }
            .onKeyPress(keys: [.leftArrow, .rightArrow], phases: .all) { press in
                log.record("horizontal \(press.phase == .up ? "up" : press.phase == .repeat ? "repeat" : "down")")
                return .ignored
            }
            .onKeyPress(characters: .decimalDigits) { press in
                log.record("digit \(press.characters)")
                return .ignored
            }
            .onKeyPress(phases: .repeat) { press in
                log.record("any repeat")
                return .ignored
            }
    }
}

/// A screen with an Escape handler around it and a field (not focusable) with its own handler inside.
private struct ScreenWithEscape: View {
    let log: EventLog

    var body: some View {
        VStack {
            Color.red.frame(width: 40, height: 40).onKeyPress(.escape) {
                log.record("inner")
                return .handled
            }
            Color.blue.frame(width: 40, height: 40)
        }
        .onKeyPress(.escape) {
            log.record("screen")
            return .handled
        }
    }
}

@MainActor
@Suite("Key presses")
struct KeyPressTests {
    private func send(_ driver: InteractionDriver, _ key: KeyEquivalent, _ phase: KeyPress.Phases) {
        driver.graph.keyPressed(KeyPress(phase: phase, key: key, characters: String(key.character)))
    }

    @Test("A key event reaches the focused view first, then its ancestors, innermost first, and no other view")
    func focusedViewFirstThenAncestors() {
        let log = EventLog()
        let driver = InteractionDriver(NestedHandlers(log: log, handles: [:]), device: canvas(400, 400))
        driver.press(.tab)
        log.clear()
        driver.press("k")
        #expect(log.entries == ["name", "stack", "screen"])
        driver.press(.tab)
        log.clear()
        driver.press("k")
        #expect(log.entries == ["email", "stack", "screen"])
    }

    @Test("A handler that returns .handled stops the event before the ancestors", arguments: ["name", "stack"])
    func handledStopsPropagation(handler: String) {
        let log = EventLog()
        let driver = InteractionDriver(NestedHandlers(log: log, handles: [handler: "k"]), device: canvas(400, 400))
        driver.press(.tab)
        log.clear()
        driver.press("k")
        let expected = handler == "name" ? ["name"] : ["name", "stack"]
        #expect(log.entries == expected)
    }

    @Test("A Tab that a handler handles does not move focus")
    func handledTabKeepsFocus() {
        let log = EventLog()
        let driver = InteractionDriver(NestedHandlers(log: log, handles: ["email": .tab]), device: canvas(400, 400))
        driver.press(.tab)
        driver.press(.tab)
        log.clear()
        driver.press(.tab)
        driver.press("k")
        #expect(log.entries == ["email", "email", "stack", "screen"], "email handled the Tab, kept focus and got the k")
    }

    @Test("Handlers respond only to the phases and keys they ask for")
    func phasesAndKeysFilter() {
        let log = EventLog()
        let driver = InteractionDriver(FilteredHandlers(log: log), device: canvas(400, 400))
        driver.press(.tab)
        for phase: KeyPress.Phases in [.down, .repeat, .up] { send(driver, .upArrow, phase) }
        #expect(log.entries == ["up-arrow default", "up-arrow default", "any repeat", "up-arrow released"])
        log.clear()
        for phase: KeyPress.Phases in [.down, .repeat, .up] { send(driver, .leftArrow, phase) }
        #expect(log.entries == ["horizontal down", "horizontal repeat", "any repeat", "horizontal up"])
        log.clear()
        send(driver, "7", .down)
        send(driver, "x", .down)
        #expect(log.entries == ["digit 7"])
    }

    @Test("With nothing focused, a key goes to the handlers around the whole screen, not to views inside it")
    func nothingFocusedGoesToScreen() {
        let log = EventLog()
        let driver = InteractionDriver(ScreenWithEscape(log: log), device: canvas(400, 400))
        driver.press(.escape)
        #expect(log.entries == ["screen"])
    }

    @Test("Tab with no focusable view changes nothing and still reaches the screen's handlers")
    func tabWithNothingFocusable() {
        let log = EventLog()
        let driver = InteractionDriver(
            ScreenWithEscape(log: log).onKeyPress(.tab) {
                log.record("tab")
                return .ignored
            }, device: canvas(400, 400))
        driver.press(.tab)
        #expect(log.entries == ["tab"])
    }
}
