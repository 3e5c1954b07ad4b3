import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A 50-point square, tagged "box", offset 100 points right when `on`.
private struct CompletingBox: View {
    let probe: StateProbe<Bool>
    @State var on = false

    var body: some View {
        let _ = probe.binding = $on
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("box").offset(x: on ? 100 : 0)
    }
}

/// `withAnimation(_:completionCriteria:_:completion:)` and `Transaction.addAnimationCompletion(criteria:_:)` as
/// iOS 17 runs them, checked frame by frame on the stepped clock.
@MainActor
@Suite("Animation completions")
struct AnimationCompletionTests {
    private let probe = StateProbe<Bool>()
    private let driver: InteractionDriver
    private let calls = CallCounter()

    init() {
        driver = InteractionDriver(CompletingBox(probe: probe), device: canvas(400, 400))
    }

    /// Shows the frame at `time` on the clock, as a host does.
    private func frame(at time: Double) {
        driver.graph.advance(to: time)
        driver.layOut()
    }

    private var boxX: CGFloat { driver.find(identifier: "box")?.frame.minX ?? .nan }

    @Test("A linear animation's completion runs once, in the first frame at or after its end")
    func linearCompletionRunsAtTheEnd() {
        withAnimation(.linear(duration: 1)) {
            probe.set(true)
        } completion: {
            calls.record()
        }
        driver.layOut()
        frame(at: 0.5)
        #expect(boxX == 225)
        #expect(calls.count == 0, "half way, not complete")
        frame(at: 0.99)
        #expect(calls.count == 0)
        frame(at: 1)
        #expect(boxX == 275)
        #expect(calls.count == 1, "complete at 1 s")
        frame(at: 2)
        driver.layOut()
        #expect(calls.count == 1, "exactly once")
    }

    @Test("A spring is logically complete at its duration, while its long tail still moves")
    func springLogicallyCompleteAtItsDuration() {
        withAnimation(.spring(duration: 0.5, bounce: 0)) {
            probe.set(true)
        } completion: {
            calls.record()
        }
        driver.layOut()
        frame(at: 0.49)
        #expect(calls.count == 0)
        frame(at: 0.5)
        #expect(calls.count == 1, "logically complete at the spring's duration")
        #expect(driver.graph.isAnimating, "the spring's tail still moves the box")
        #expect(boxX < 275)
    }

    @Test("A removed completion runs when the spring has come to rest, not before")
    func removedCompletionWaitsForRest() {
        withAnimation(.spring(duration: 0.5, bounce: 0), completionCriteria: .removed) {
            probe.set(true)
        } completion: {
            calls.record()
        }
        driver.layOut()
        var time = 0.0
        while driver.graph.isAnimating, time < 5 {
            #expect(calls.count == 0, "still moving at \(time) s")
            time += 1.0 / 60
            frame(at: time)
        }
        #expect(!driver.graph.isAnimating)
        #expect(boxX == 275)
        #expect(calls.count == 1, "run in the frame the spring came to rest")
    }

    @Test("A withAnimation whose body changes nothing runs its completion at the next update")
    func completionWithoutChangeRunsAtNextUpdate() {
        withAnimation(.linear(duration: 1)) {} completion: { calls.record() }
        #expect(calls.count == 0, "not inside withAnimation")
        #expect(driver.graph.needsUpdate)
        driver.layOut()
        #expect(calls.count == 1)
    }

    @Test("A change that creates no animation runs the completion at the end of the update that applies it")
    func completionOfUnanimatedChangeRunsAfterItsUpdate() {
        withAnimation(nil) {
            probe.set(true)
        } completion: {
            calls.record()
        }
        #expect(calls.count == 0)
        driver.layOut()
        #expect(boxX == 275)
        #expect(calls.count == 1)
    }

    @Test("A repeatForever animation never completes logically")
    func repeatingAnimationNeverCompletes() {
        withAnimation(.linear(duration: 0.5).repeatForever()) {
            probe.set(true)
        } completion: {
            calls.record()
        }
        driver.step(3)
        #expect(driver.graph.isAnimating)
        #expect(calls.count == 0)
    }

    @Test("Interrupted, a logically complete completion keeps its own change's end; a removed one waits for the new")
    func interruptionKeepsOrExtends() {
        let removed = CallCounter()
        var transaction = Transaction(animation: .linear(duration: 1))
        transaction.addAnimationCompletion { calls.record() }
        transaction.addAnimationCompletion(criteria: .removed) { removed.record() }
        withTransaction(transaction) { probe.set(true) }
        driver.layOut()
        frame(at: 0.5)
        withAnimation(.linear(duration: 1)) { probe.set(false) }
        driver.layOut()
        frame(at: 1)
        #expect(calls.count == 1, "the first change's animation would have ended at 1 s")
        #expect(removed.count == 0, "the box still moves back")
        frame(at: 1.49)
        #expect(removed.count == 0)
        frame(at: 1.5)
        #expect(boxX == 175)
        #expect(removed.count == 1, "all the animations on the box are done")
    }
}
