import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Counts the taps a button receives; `disabled` and `isEnabled` come from the test.
private final class TapCounter {
    var taps = 0
}

private struct CountingButton: View {
    let counter: TapCounter
    let outer: Bool
    let inner: Bool

    var body: some View {
        Button("Add") { counter.taps += 1 }
            .disabled(inner)
            .disabled(outer)
    }
}

/// Shows whether its environment is enabled, as a `ButtonStyle` reads it.
private struct EnabledProbe: View {
    @Environment(\.isEnabled) private var isEnabled

    var body: some View { Text(isEnabled ? "enabled" : "disabled") }
}

@MainActor
@Suite("disabled(_:) stops controls from responding, as SwiftUI's")
struct DisabledTests {
    @Test(
        "A button acts on a tap only when no disabled(true) is around it",
        arguments: [(false, false, 1), (true, false, 0), (false, true, 0), (true, true, 0)])
    func buttonTaps(outer: Bool, inner: Bool, expected: Int) throws {
        let counter = TapCounter()
        let driver = InteractionDriver(CountingButton(counter: counter, outer: outer, inner: inner), device: canvas(300, 200))
        driver.tap(try #require(driver.find(text: "Add")))
        #expect(counter.taps == expected)
    }

    @Test("An inner disabled(false) cannot enable what an outer disabled(true) disabled")
    func innerCannotEnable() {
        let tree = layout(EnabledProbe().disabled(false).disabled(true), width: 300, height: 200)
        #expect(tree.node(text: "disabled") != nil)
        #expect(layout(EnabledProbe(), width: 300, height: 200).node(text: "enabled") != nil)
    }
}
