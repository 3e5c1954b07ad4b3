import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A square that slides while shown; a test can hide it mid-slide.
private struct SlidingSquare: View {
    let slides: StateProbe<Bool>
    let shows: StateProbe<Bool>
    @State var slid = false
    @State var shown = true

    var body: some View {
        let _ = slides.binding = $slid
        let _ = shows.binding = $shown
        VStack {
            if shown {
                Color.red.frame(width: 20, height: 20).offset(x: slid ? 100 : 0)
            }
            Color.blue.frame(width: 20, height: 20)
        }
    }
}

@MainActor
@Suite("Animated properties register with the clock")
struct AnimationTrackTests {
    @Test("An animation keeps the graph animating until it ends, then rests, with no node reporting it")
    func runsUntilDone() {
        let slides = StateProbe<Bool>()
        let driver = InteractionDriver(SlidingSquare(slides: slides, shows: StateProbe()), device: canvas(300, 100))
        withAnimation(.linear(duration: 0.5)) { slides.set(true) }
        driver.layOut()
        #expect(driver.graph.isAnimating)
        driver.step(0.4)
        #expect(driver.graph.isAnimating)
        driver.step(0.2)
        #expect(!driver.graph.isAnimating)
    }

    @Test("A view removed in the middle of its animation stops animating with it")
    func removedViewStops() {
        let slides = StateProbe<Bool>()
        let shows = StateProbe<Bool>()
        let driver = InteractionDriver(SlidingSquare(slides: slides, shows: shows), device: canvas(300, 100))
        withAnimation(.linear(duration: 10)) { slides.set(true) }
        driver.layOut()
        #expect(driver.graph.isAnimating)
        shows.set(false)
        driver.step(1.0 / 60)
        #expect(!driver.graph.isAnimating, "the removed square's offset no longer holds the clock")
    }
}
