import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A sheet at the large detent, its detent bound to the presenting view's state, its content in a view that
/// counts its body evaluations.
private struct Notes: View {
    let detent: StateProbe<PresentationDetent>
    let evaluations: CallCounter
    @State private var selection = PresentationDetent.large
    @State private var showing = true

    var body: some View {
        let _ = detent.binding = $selection
        Color.clear.sheet(isPresented: $showing) {
            NotesCard(evaluations: evaluations)
                .presentationDetents([.medium, .large], selection: $selection)
        }
    }
}

private struct NotesCard: View {
    let evaluations: CallCounter

    var body: some View {
        let _ = evaluations.record()
        Color.clear.accessibilityIdentifier("notes")
    }
}

/// On iPhone 14 (844 tall, safe area 47 top and 34 bottom) a large card is 787 tall from y 57, a medium one
/// 393.5 tall from y 450.5; the content stops 34 points above the card's bottom.
@MainActor
@Suite("Sheet detent animation")
struct SheetDetentAnimationTests {
    /// The content's frame in a card `height` tall, moved `offset` down.
    private func content(height: CGFloat, offset: CGFloat = 0) -> CGRect {
        rect(0, 844 - height + offset, 390, height - 34)
    }

    @Test("Setting the bound detent from code springs the card there with the sheet's spring, its content's height following frame by frame, and it rests exactly at the detent (UISheetPresentationController animates a change of the selected detent)")
    func selectionFromCodeSprings() {
        let detent = StateProbe<PresentationDetent>()
        let driver = InteractionDriver(Notes(detent: detent, evaluations: CallCounter()), device: iPhone14)
        driver.settle()
        detent.set(.medium)
        driver.layOut()
        let start = driver.graph.time
        expectFrame(driver.find(identifier: "notes"), content(height: 787))
        for _ in 0..<3 {
            driver.step(0.05)
            let left = SheetCard.spring.state(at: driver.graph.time - start, displacement: 1, velocity: 0).position
            let height = 393.5 + 393.5 * left
            #expect(height > 393.5 && height < 787)
            expectFrame(driver.find(identifier: "notes"), content(height: height))
        }
        driver.settle()
        expectFrame(driver.find(identifier: "notes"), content(height: 393.5))
    }

    @Test("Set from code inside withAnimation, the detent still moves with the sheet's spring")
    func selectionInAnimationSprings() {
        let detent = StateProbe<PresentationDetent>()
        let driver = InteractionDriver(Notes(detent: detent, evaluations: CallCounter()), device: iPhone14)
        driver.settle()
        withAnimation(.linear(duration: 1)) { detent.set(.medium) }
        driver.layOut()
        let start = driver.graph.time
        driver.step(0.1)
        let left = SheetCard.spring.state(at: driver.graph.time - start, displacement: 1, velocity: 0).position
        expectFrame(driver.find(identifier: "notes"), content(height: 393.5 + 393.5 * left))
        driver.settle()
        expectFrame(driver.find(identifier: "notes"), content(height: 393.5))
    }

    @Test("A drag let go between detents springs on from where the finger left the card, at the finger's speed, to the detent it settles at")
    func releasedDragSprings() {
        let detent = StateProbe<PresentationDetent>()
        let driver = InteractionDriver(Notes(detent: detent, evaluations: CallCounter()), device: iPhone14)
        driver.settle()
        // 300 points down in half a second: the finger moves at 600 points a second as it lifts, in the frame
        // after its last move, and its fling would end nearer medium than large.
        driver.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 600), duration: 0.5, release: false)
        driver.release(at: CGPoint(x: 195, y: 600))
        let start = driver.graph.time
        #expect(detent.value == .medium)
        // Let go, the large card is where the finger left it, 300 points down.
        expectFrame(driver.find(identifier: "notes"), content(height: 787, offset: 300))
        let spring = SheetCard.spring
        driver.step(1.0 / 60)
        let elapsed = driver.graph.time - start
        // Its top, 93.5 points above medium's, springs down toward it starting at 600 points a second.
        let top = driver.find(identifier: "notes")?.frame.minY ?? 0
        let expected = 450.5 + spring.state(at: elapsed, displacement: -93.5, velocity: 600).position
        #expect(abs(top - expected) < 0.01, "the top is at \(top), not \(expected)")
        let fromRest = 450.5 + spring.state(at: elapsed, displacement: -93.5, velocity: 0).position
        #expect(top - fromRest > 5, "the card moves on at the finger's speed, not from rest")
        driver.step(0.1)
        let later = driver.find(identifier: "notes")?.frame ?? .zero
        #expect(later.minY > top && later.minY < 450.5, "on its way, between the release and the detent")
        driver.settle()
        expectFrame(driver.find(identifier: "notes"), content(height: 393.5))
    }

    @Test("Moving between detents evaluates the sheet's content once, for the change, not in every frame")
    func animationEvaluatesContentOnce() {
        let detent = StateProbe<PresentationDetent>()
        let evaluations = CallCounter()
        let driver = InteractionDriver(Notes(detent: detent, evaluations: evaluations), device: iPhone14)
        driver.settle()
        detent.set(.medium)
        driver.layOut()
        let started = evaluations.count
        driver.settle()
        #expect(evaluations.count == started)
    }
}
