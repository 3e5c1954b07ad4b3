import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// `Gauge` in iOS's linear and circular capacity styles (text measured by `FixedMetricsTextSystem`: a character is
/// half the font size wide, a line as tall as the font size).
@MainActor
@Suite("Gauge draws iOS's capacity gauges")
struct GaugeTests {
    private var battery: some View {
        Gauge(value: 25.0, in: 0...100) {
            Text("Battery")
        } currentValueLabel: {
            Text("25%")
        }
    }

    @Test("Linear capacity: label and value on a line over a 6-point track, filled to the value's fraction")
    func linear() {
        // 17 + 4 + 6 = 27 tall, centred in 200: from 86.5.
        let harness = LayoutHarness(battery, size: CGSize(width: 393, height: 200))
        expectFrame(harness.layoutTree.node(text: "Battery"), rect(0, 86.5, 59.5, 17))
        expectFrame(harness.layoutTree.node(text: "25%"), rect(393 - 25.5, 86.5, 25.5, 17))
        #expect(fills(of: CGSize(width: 393, height: 6), in: harness.displayList).map(\.fillBounds) == [rect(0, 107.5, 393, 6)])
        #expect(fills(of: CGSize(width: 98.25, height: 6), in: harness.displayList).map(\.fillBounds) == [rect(0, 107.5, 98.25, 6)])
    }

    @Test("Bound labels go under the track's ends; a value past the bounds fills the whole track")
    func bounds() {
        let gauge = Gauge(value: 140.0, in: 0...100) {
            Text("Speed")
        } currentValueLabel: {
            EmptyView()
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        }
        // 17 + 4 + 6 + 4 + 12 = 43 tall, from 78.5.
        let harness = LayoutHarness(gauge, size: CGSize(width: 393, height: 200))
        expectFrame(harness.layoutTree.node(text: "0"), rect(0, 109.5, 6, 12))
        expectFrame(harness.layoutTree.node(text: "100"), rect(375, 109.5, 18, 12))
        #expect(fills(of: CGSize(width: 393, height: 6), in: harness.displayList).count == 2)
    }

    @Test("Circular capacity: a 58-point ring with the current value in its middle")
    func circular() {
        let harness = LayoutHarness(battery.gaugeStyle(.accessoryCircularCapacity), size: CGSize(width: 200, height: 200))
        expectFrame(harness.layoutTree.node(text: "25%"), rect(91, 94, 18, 12))
        // The label names the gauge to a screen reader but is not drawn.
        #expect(visibleTexts(in: harness.displayList) == ["25%"])
    }
}
