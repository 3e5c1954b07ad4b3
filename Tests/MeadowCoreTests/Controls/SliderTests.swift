import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The editing changes a slider reports, in order.
@MainActor
private final class EditingLog {
    var changes: [Bool] = []
}

/// A slider bound to its own state, handing `$value` to `probe` and its editing changes to `log`.
private struct VolumeSetting: View {
    let probe: StateProbe<Double>
    let log: EditingLog
    var step: Double?
    @State private var value = 0.5

    var body: some View {
        let _ = probe.binding = $value
        if let step {
            Slider(value: $value, in: 0...1, step: step) { log.changes.append($0) }
        } else {
            Slider(value: $value) { log.changes.append($0) }
        }
    }
}

/// `Slider` as iOS draws a `UISlider`: 31 points tall across the offered width, a 4-point track, a 28-point thumb
/// whose centre runs from 14 points in to 14 points from the end (text measured by `FixedMetricsTextSystem`: a
/// body character is 8.5 points wide, a line 17 tall).
@MainActor
@Suite("Slider lays out and drags as iOS's UISlider")
struct SliderTests {
    private func thumb(_ tree: LayoutNode) -> LayoutNode? {
        tree.node(kind: .custom("SliderThumb"))
    }

    /// The colours of the 4-point-tall fills `width` wide that `view` draws on a 300 × 100 canvas.
    private func trackColors<V: View>(_ view: V, width: CGFloat) -> [RGBA] {
        let list = LayoutHarness(view, size: CGSize(width: 300, height: 100)).displayList
        return fills(of: CGSize(width: width, height: 4), in: list).compactMap { drawn in
            guard case .fill(_, let color, _) = drawn.item else { return nil }
            return color
        }
    }

    @Test(
        "The slider is 31 points tall across the offered width; the thumb's centre runs from 14 to width − 14",
        arguments: [(0.0, CGFloat(50)), (0.5, 136), (1.0, 222), (-2.0, 50), (3.0, 222)])
    func thumbPosition(value: Double, thumbX: CGFloat) {
        let tree = layout(Slider(value: .constant(value)).frame(width: 200), width: 300, height: 300)
        expectFrame(tree.node(kind: .custom("Slider<EmptyView, EmptyView>")), rect(50, 134.5, 200, 31))
        expectFrame(thumb(tree), rect(thumbX, 136, 28, 28))
    }

    @Test("The value's place within the bounds places the thumb")
    func bounds() {
        let tree = layout(Slider(value: .constant(30.0), in: 20...60).frame(width: 200), width: 300, height: 300)
        // A quarter of the way: 172 × 0.25 = 43 from the leading end.
        expectFrame(thumb(tree), rect(93, 136, 28, 28))
    }

    @Test("The value labels sit 8 points either side of the track; the label is not shown")
    func valueLabels() {
        let slider = Slider(value: .constant(0.25)) {
            Text("Volume")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        }
        let tree = layout(slider.frame(width: 200), width: 300, height: 300)
        // The track is 200 − 8.5 − 25.5 − 2 × 8 = 150 wide; the thumb travels 122, a quarter of it is 30.5.
        expectFrame(tree.node(text: "0"), rect(50, 141.5, 8.5, 17))
        expectFrame(tree.node(kind: .custom("SliderTrack")), rect(66.5, 134.5, 150, 31))
        expectFrame(tree.node(text: "100"), rect(224.5, 141.5, 25.5, 17))
        expectFrame(thumb(tree), rect(97, 136, 28, 28))
        // The label names the slider to a screen reader but is not drawn.
        #expect(visibleTexts(in: LayoutHarness(slider.frame(width: 200), size: CGSize(width: 300, height: 300)).displayList) == ["0", "100"])
    }

    @Test("The track is the system fill across the width, in the tint up to the thumb's centre")
    func trackColours() {
        // 300 wide at 0.5: the thumb's centre is at 14 + 136 = 150.
        let systemFill = RGBA(hex: 0x787880, alpha: 0.2)
        #expect(trackColors(Slider(value: .constant(0.5)), width: 300) == [systemFill])
        #expect(trackColors(Slider(value: .constant(0.5)), width: 150) == [RGBA(hex: 0x007AFF)])
        #expect(trackColors(Slider(value: .constant(0.5)).tint(.red), width: 150) == [RGBA(hex: 0xFF3B30)])
        #expect(trackColors(Slider(value: .constant(0.5)).accentColor(.green), width: 150) == [RGBA(hex: 0x34C759)])
    }

    @Test("Dragging the thumb to the end sets the upper bound; editing begins at the touch and ends at the lift")
    func dragToEnd() {
        let probe = StateProbe<Double>()
        let log = EditingLog()
        let driver = InteractionDriver(VolumeSetting(probe: probe, log: log), device: canvas(300, 100))
        // The slider spans 0...300 at y 34.5; at 0.5 the thumb's centre is (150, 50).
        driver.drag(from: CGPoint(x: 150, y: 50), to: CGPoint(x: 220, y: 52), release: false)
        #expect(probe.value.map { isClose($0, 0.5 + 70 / 272) } == true, "the value follows the finger")
        #expect(log.changes == [true])
        driver.step(driver.frameInterval)
        driver.graph.pointerMoved(to: CGPoint(x: 330, y: 52))
        driver.layOut()
        #expect(probe.value == 1)
        #expect(log.changes == [true])
        driver.release(at: CGPoint(x: 330, y: 52))
        #expect(log.changes == [true, false])
        expectFrame(thumb(driver.layoutTree), rect(272, 36, 28, 28))
    }

    @Test("Dragging past the start clamps to the lower bound")
    func dragToStart() {
        let probe = StateProbe<Double>()
        let driver = InteractionDriver(VolumeSetting(probe: probe, log: EditingLog()), device: canvas(300, 100))
        driver.drag(from: CGPoint(x: 140, y: 50), to: CGPoint(x: -40, y: 50))
        #expect(probe.value == 0)
        expectFrame(thumb(driver.layoutTree), rect(0, 36, 28, 28))
    }

    @Test("With a step the value snaps to the nearest step from the lower bound")
    func step() {
        let probe = StateProbe<Double>()
        let driver = InteractionDriver(
            VolumeSetting(probe: probe, log: EditingLog(), step: 0.25), device: canvas(300, 100))
        // 0.5 + 40 / 272 = 0.647: the nearest step is 0.75.
        driver.drag(from: CGPoint(x: 150, y: 50), to: CGPoint(x: 190, y: 50))
        #expect(probe.value == 0.75)
        // From 0.75 (centre 218), 0.75 + 25 / 272 = 0.842 is still nearest 0.75.
        driver.drag(from: CGPoint(x: 218, y: 50), to: CGPoint(x: 243, y: 50))
        #expect(probe.value == 0.75)
        expectFrame(thumb(driver.layoutTree), rect(204, 36, 28, 28))
    }

    @Test("A touch on the track away from the thumb changes nothing")
    func trackTap() {
        let probe = StateProbe<Double>()
        let log = EditingLog()
        let driver = InteractionDriver(VolumeSetting(probe: probe, log: log), device: canvas(300, 100))
        driver.tap(at: CGPoint(x: 40, y: 50))
        driver.drag(from: CGPoint(x: 260, y: 50), to: CGPoint(x: 280, y: 50))
        #expect(probe.value == 0.5)
        #expect(log.changes.isEmpty)
    }

    @Test("A disabled slider is drawn at half opacity and ignores drags")
    func disabled() {
        let probe = StateProbe<Double>()
        let log = EditingLog()
        let driver = InteractionDriver(
            VolumeSetting(probe: probe, log: log).disabled(true), device: canvas(300, 100))
        driver.drag(from: CGPoint(x: 150, y: 50), to: CGPoint(x: 250, y: 50))
        #expect(probe.value == 0.5)
        #expect(log.changes.isEmpty)
        let track = fills(of: CGSize(width: 150, height: 4), in: driver.makeDisplayList())
        #expect(track.map(\.opacity) == [0.5])
    }
}
