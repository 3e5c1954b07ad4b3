import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Three fields placed out of tree order: `notes` is first in the tree but lowest on screen; `email` (40 points
/// tall) and `name` (20 points tall, its top lower) share a row, `name` leading.
private struct ScatteredForm: View {
    let probe: FocusProbe<Field?>
    let log: EventLog
    @FocusState private var focus: Field?

    var body: some View {
        let _ = probe.binding = $focus
        ZStack {
            fieldSquare(.notes, focus: $focus, log: log).position(x: 100, y: 300)
            fieldSquare(.email, focus: $focus, log: log).position(x: 200, y: 50)
            fieldSquare(.name, height: 20, focus: $focus, log: log).position(x: 100, y: 60)
            Text(focus.map { "focus: \($0)" } ?? "focus: none")
            FocusLabel(focus: $focus).offset(y: 100)
        }
    }
}

/// Shows the focus state of its parent, handed down as a binding.
private struct FocusLabel: View {
    @FocusState<Field?>.Binding var focus: Field?

    var body: some View {
        Text(focus.map { "child sees \($0)" } ?? "child sees none")
    }
}

/// A field shown only while `showsField` is true, bound to a Boolean focus state.
private struct TogglingField: View {
    let probe: FocusProbe<Bool>
    let showProbe: StateProbe<Bool>
    @State private var showsField = true
    @FocusState private var isFocused: Bool

    var body: some View {
        let _ = probe.binding = $isFocused
        let _ = showProbe.binding = $showsField
        VStack {
            if showsField {
                Color.green.frame(width: 40, height: 40).focused($isFocused).focusable()
            }
            Text(isFocused ? "focused" : "not focused")
        }
    }
}

@MainActor
@Suite("Focus")
struct FocusTests {
    private func makeForm() -> (InteractionDriver, FocusProbe<Field?>, EventLog) {
        let probe = FocusProbe<Field?>()
        let log = EventLog()
        let driver = InteractionDriver(ScatteredForm(probe: probe, log: log), device: canvas(400, 400))
        return (driver, probe, log)
    }

    @Test("Tab moves focus through the focusable views in layout order, rows top to bottom, and wraps around")
    func tabInLayoutOrder() {
        let (driver, probe, _) = makeForm()
        #expect(probe.value == nil, "nothing is focused at first")
        var order: [Field?] = []
        for _ in 0..<4 {
            driver.press(.tab)
            order.append(probe.value)
        }
        #expect(order == [.name, .email, .notes, .name])
    }

    @Test("Shift-Tab moves focus backwards in layout order and wraps around")
    func shiftTabBackwards() {
        let (driver, probe, _) = makeForm()
        var order: [Field?] = []
        for _ in 0..<4 {
            driver.press(.tab, modifiers: .shift)
            order.append(probe.value)
        }
        #expect(order == [.notes, .email, .name, .notes])
    }

    @Test("Tab writes the focus state, and the views that read it, or a binding to it, are evaluated again")
    func tabUpdatesState() {
        let (driver, _, _) = makeForm()
        #expect(driver.find(text: "focus: none") != nil)
        #expect(driver.find(text: "child sees none") != nil)
        driver.press(.tab)
        #expect(driver.find(text: "focus: name") != nil)
        #expect(driver.find(text: "child sees name") != nil)
        driver.press(.tab)
        #expect(driver.find(text: "focus: email") != nil)
        #expect(driver.find(text: "child sees email") != nil)
    }

    @Test("Writing the focus state moves focus to the view bound to that value")
    func writingStateMovesFocus() {
        let (driver, probe, log) = makeForm()
        probe.set(.email)
        driver.press("x")
        #expect(log.entries == ["email"], "the email field got the key going down")
        #expect(probe.value == .email)
        #expect(driver.find(text: "focus: email") != nil)
        log.clear()
        driver.press(.tab)
        #expect(probe.value == .notes, "Tab continues from the field focused by the state")
    }

    @Test("Writing nil takes focus away; a value no view is bound to leaves focus where it was")
    func writingNilOrUnboundValue() {
        let (driver, probe, log) = makeForm()
        probe.set(.name)
        _ = driver.layoutTree
        probe.set(nil)
        driver.press("x")
        #expect(log.entries.isEmpty, "no field has focus")
        #expect(probe.value == nil)

        let unbound = FocusProbe<Field?>()
        let unboundDriver = InteractionDriver(
            VStack {
                OneFieldForm(probe: unbound, log: log)
            }, device: canvas(400, 400))
        unbound.set(.name)
        _ = unboundDriver.layoutTree
        unbound.set(.notes)
        _ = unboundDriver.layoutTree
        #expect(unbound.value == .name, "the state shows where focus still is")
    }

    @Test("A Boolean focus state follows focused(_:), and focus leaves a view that disappears")
    func booleanStateAndRemoval() {
        let probe = FocusProbe<Bool>()
        let show = StateProbe<Bool>()
        let driver = InteractionDriver(TogglingField(probe: probe, showProbe: show), device: canvas(400, 400))
        probe.set(true)
        #expect(driver.find(text: "focused") != nil, "writing true focuses the field")
        show.set(false)
        #expect(driver.find(text: "not focused") != nil, "the field left, and focus with it")
        #expect(probe.value == false)
        show.set(true)
        driver.press(.tab)
        #expect(probe.value == true, "Tab focuses the field again")
    }
}

/// A form with only a `name` field.
private struct OneFieldForm: View {
    let probe: FocusProbe<Field?>
    let log: EventLog
    @FocusState private var focus: Field?

    var body: some View {
        let _ = probe.binding = $focus
        fieldSquare(.name, focus: $focus, log: log)
    }
}
