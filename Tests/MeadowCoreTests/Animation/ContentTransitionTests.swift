import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A 20-point text showing `probe`'s string through `transition` (20 × 20 points a character with
/// `FixedMetricsTextSystem`: half the font size wide, the font size tall).
private struct CountingText: View {
    let probe: StateProbe<String>
    let transition: ContentTransition
    @State var string = "19"

    var body: some View {
        let _ = probe.binding = $string
        Text(string).font(.system(size: 20)).contentTransition(transition)
    }
}

/// A counter showing `probe`'s number with `numericText(value:)`.
private struct ValueCounter: View {
    let probe: StateProbe<Int>
    @State var value = 5

    var body: some View {
        let _ = probe.binding = $value
        Text("\(value)").font(.system(size: 20)).contentTransition(.numericText(value: Double(value)))
    }
}

/// A text drawn: its string, its top-left corner in root coordinates (to a thousandth), the opacity it is drawn
/// at (to a millionth) and the radius of the blur it is drawn through (to a thousandth; 0 when sharp).
private struct DrawnText: Equatable, CustomStringConvertible {
    let string: String
    let x: CGFloat
    let y: CGFloat
    let opacity: Double
    var blur: CGFloat = 0

    var description: String { "\(string)@(\(x), \(y))×\(opacity)~\(blur)" }
}

/// `contentTransition(_:)` on a `Text` as iOS 17 animates a change of its string, frame by frame on the stepped
/// clock.
@MainActor
@Suite("Content transitions")
struct ContentTransitionTests {
    private func texts(in driver: InteractionDriver) -> [DrawnText] {
        drawnItems(driver.makeDisplayList()).compactMap { drawn in
            guard case .text(let run, let rect, _) = drawn.item else { return nil }
            let x = ((rect.minX + drawn.origin.x) * 1000).rounded() / 1000
            let y = ((rect.minY + drawn.origin.y) * 1000).rounded() / 1000
            let opacity = ((drawn.opacity ?? 1) * 1e6).rounded() / 1e6
            let radius = drawn.effects.reduce(CGFloat(0)) { radius, effect in
                guard case .blur(let blur) = effect else { return radius }
                return radius + blur
            }
            return DrawnText(string: run.string, x: x, y: y, opacity: opacity, blur: (radius * 1000).rounded() / 1000)
        }
    }

    private func frame(_ driver: InteractionDriver, at time: Double) -> [DrawnText] {
        driver.graph.advance(to: time)
        driver.layOut()
        return texts(in: driver)
    }

    @Test("numericText rolls the changed digits up: the old slide up and fade out, the new come up from below")
    func numericTextRollsUp() {
        let probe = StateProbe<String>()
        let driver = InteractionDriver(CountingText(probe: probe, transition: .numericText()), device: canvas(400, 400))
        #expect(texts(in: driver) == [DrawnText(string: "19", x: 190, y: 190, opacity: 1)])
        withAnimation(.linear(duration: 1)) { probe.set("20") }
        driver.layOut()
        #expect(frame(driver, at: 0.25) == [
            DrawnText(string: "19", x: 190, y: 187.5, opacity: 0.75, blur: 0.25),
            DrawnText(string: "20", x: 190, y: 197.5, opacity: 0.25, blur: 0.75),
        ], "a quarter of the way: half a line's travel is 10 points, a twentieth of a line's blur 1 point")
        #expect(frame(driver, at: 0.5) == [
            DrawnText(string: "19", x: 190, y: 185, opacity: 0.5, blur: 0.5),
            DrawnText(string: "20", x: 190, y: 195, opacity: 0.5, blur: 0.5),
        ])
        #expect(frame(driver, at: 1) == [DrawnText(string: "20", x: 190, y: 190, opacity: 1)], "at rest, one text")
    }

    @Test("numericText blurs a rolling digit with its distance from its place: none at rest, most where it is faintest")
    func numericTextBlursRollingDigits() {
        let probe = StateProbe<String>()
        let driver = InteractionDriver(CountingText(probe: probe, transition: .numericText()), device: canvas(400, 400))
        withAnimation(.linear(duration: 1)) { probe.set("20") }
        driver.layOut()
        let frames = [0.1, 0.3, 0.7, 0.9].map { time in frame(driver, at: time).map { "\($0.string)~\($0.blur)" } }
        #expect(frames == [
            ["19~0.1", "20~0.9"], ["19~0.3", "20~0.7"], ["19~0.7", "20~0.3"], ["19~0.9", "20~0.1"],
        ], "the old digits blur as they leave, the new sharpen as they land, over a 20-point line's 1-point blur")
        #expect(frame(driver, at: 1) == [DrawnText(string: "20", x: 190, y: 190, opacity: 1)], "sharp at rest")
    }

    @Test("numericText keeps the characters that stay and rolls only those that change")
    func numericTextRollsOnlyChangedDigits() {
        let probe = StateProbe<String>()
        let driver = InteractionDriver(CountingText(probe: probe, transition: .numericText()), device: canvas(400, 400))
        withAnimation(.linear(duration: 1)) { probe.set("17") }
        driver.layOut()
        #expect(frame(driver, at: 0.5) == [
            DrawnText(string: "1", x: 190, y: 190, opacity: 1),
            DrawnText(string: "9", x: 200, y: 185, opacity: 0.5, blur: 0.5),
            DrawnText(string: "7", x: 200, y: 195, opacity: 0.5, blur: 0.5),
        ], "the 1 that stays is sharp")
    }

    @Test("numericText(countsDown: true) rolls the digits down")
    func numericTextCountsDown() {
        let probe = StateProbe<String>()
        let driver = InteractionDriver(
            CountingText(probe: probe, transition: .numericText(countsDown: true)), device: canvas(400, 400))
        withAnimation(.linear(duration: 1)) { probe.set("18") }
        driver.layOut()
        #expect(frame(driver, at: 0.5) == [
            DrawnText(string: "1", x: 190, y: 190, opacity: 1),
            DrawnText(string: "9", x: 200, y: 195, opacity: 0.5, blur: 0.5),
            DrawnText(string: "8", x: 200, y: 185, opacity: 0.5, blur: 0.5),
        ])
    }

    @Test("numericText(value:) counts down when the value decreased and up when it increased")
    func numericTextFollowsValue() {
        let probe = StateProbe<Int>()
        let driver = InteractionDriver(ValueCounter(probe: probe), device: canvas(400, 400))
        withAnimation(.linear(duration: 1)) { probe.set(4) }
        driver.layOut()
        #expect(frame(driver, at: 0.5) == [
            DrawnText(string: "5", x: 195, y: 195, opacity: 0.5, blur: 0.5),
            DrawnText(string: "4", x: 195, y: 185, opacity: 0.5, blur: 0.5),
        ], "5 to 4 rolls down")
        #expect(frame(driver, at: 1) == [DrawnText(string: "4", x: 195, y: 190, opacity: 1)])
        withAnimation(.linear(duration: 1)) { probe.set(6) }
        driver.layOut()
        #expect(frame(driver, at: 1.5) == [
            DrawnText(string: "4", x: 195, y: 185, opacity: 0.5, blur: 0.5),
            DrawnText(string: "6", x: 195, y: 195, opacity: 0.5, blur: 0.5),
        ], "4 to 6 rolls up")
    }

    @Test("opacity cross-fades the whole old string into the new one", arguments: [ContentTransition.opacity, .interpolate])
    func opacityCrossFades(transition: ContentTransition) {
        let probe = StateProbe<String>()
        let driver = InteractionDriver(CountingText(probe: probe, transition: transition), device: canvas(400, 400))
        withAnimation(.linear(duration: 1)) { probe.set("20") }
        driver.layOut()
        #expect(frame(driver, at: 0.25) == [
            DrawnText(string: "19", x: 190, y: 190, opacity: 0.75), DrawnText(string: "20", x: 190, y: 190, opacity: 0.25),
        ])
        #expect(frame(driver, at: 1) == [DrawnText(string: "20", x: 190, y: 190, opacity: 1)])
    }

    @Test("identity, or a change outside an animation, replaces the string at once")
    func identityReplacesAtOnce() {
        let probe = StateProbe<String>()
        let driver = InteractionDriver(CountingText(probe: probe, transition: .identity), device: canvas(400, 400))
        withAnimation(.linear(duration: 1)) { probe.set("20") }
        #expect(frame(driver, at: 0.5) == [DrawnText(string: "20", x: 190, y: 190, opacity: 1)])
        let numeric = InteractionDriver(CountingText(probe: probe, transition: .numericText()), device: canvas(400, 400))
        probe.set("21")
        #expect(texts(in: numeric) == [DrawnText(string: "21", x: 190, y: 190, opacity: 1)])
    }
}
