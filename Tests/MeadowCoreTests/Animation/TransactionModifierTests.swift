import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A 50-point square, tagged "box", offset 100 points right when `on`, inside a `transaction` modifier that
/// `transform`s its changes; with `value`, only while `on` changes.
private struct TransactedBox: View {
    let probe: StateProbe<Bool>
    let transform: (inout Transaction) -> Void
    let watchesValue: Bool
    @State var on = false

    var body: some View {
        let _ = probe.binding = $on
        let box = Color.red.frame(width: 50, height: 50).accessibilityIdentifier("box").offset(x: on ? 100 : 0)
        if watchesValue {
            box.transaction(value: on, transform)
        } else {
            box.transaction(transform)
        }
    }
}

@MainActor
@Suite("transaction(_:)")
struct TransactionModifierTests {
    private func driver(
        watchesValue: Bool = false, _ transform: @escaping (inout Transaction) -> Void
    ) -> (InteractionDriver, StateProbe<Bool>) {
        let probe = StateProbe<Bool>()
        let view = TransactedBox(probe: probe, transform: transform, watchesValue: watchesValue)
        return (InteractionDriver(view, device: canvas(400, 400)), probe)
    }

    private func boxX(_ driver: InteractionDriver) -> CGFloat {
        driver.find(identifier: "box")?.frame.minX ?? .nan
    }

    @Test("Setting the animation to nil makes an animated change inside the view jump")
    func disablesAnimation() {
        // [APPLE:view/transaction(_:)]: applies the given transaction mutation function to all animations used within
        // the view.
        let (driver, probe) = driver { $0.animation = nil }
        #expect(boxX(driver) == 175)
        withAnimation(.linear(duration: 1)) { probe.set(true) }
        #expect(boxX(driver) == 275, "at the end at once")
        #expect(!driver.graph.isAnimating)
    }

    @Test("Setting an animation animates a change made without one, with that animation")
    func setsAnimation() {
        let (driver, probe) = driver { $0.animation = .linear(duration: 2) }
        probe.set(true)
        _ = driver.layoutTree
        driver.step(0.5)
        #expect(abs(boxX(driver) - 200) < 1e-6, "a quarter of the way after a quarter of two seconds")
    }

    @Test("With a value, the transaction changes only while that value changes")
    func valueScoped() {
        let (driver, probe) = driver(watchesValue: true) { $0.animation = .linear(duration: 2) }
        probe.set(true)
        _ = driver.layoutTree
        driver.step(1)
        #expect(abs(boxX(driver) - 225) < 1e-6, "the value changed: half of two seconds")
    }
}
