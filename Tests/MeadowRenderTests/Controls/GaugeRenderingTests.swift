import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// A storage gauge with bound labels, and two circular capacity gauges side by side.
private struct Gauges: View {
    var body: some View {
        VStack(spacing: 24) {
            Gauge(value: 0.62) {
                Text("Storage")
            } currentValueLabel: {
                Text("62%")
            } minimumValueLabel: {
                Text("0 GB")
            } maximumValueLabel: {
                Text("128 GB")
            }
            HStack(spacing: 24) {
                Gauge(value: 0.3) { Text("Rings") } currentValueLabel: { Text("30") }
                Gauge(value: 0.85) { Text("Steps") } currentValueLabel: { Text("85") }.tint(.green)
            }
            .gaugeStyle(.accessoryCircularCapacity)
        }
        .padding(20)
    }
}

@MainActor
@Suite("Gauge rendering")
struct GaugeRenderingTests {
    let snapshots = SnapshotAssertion(filePath: #filePath)

    @Test("A linear capacity bar with its labels over two ringed circular capacity gauges")
    func gauges() {
        let device = Device(name: "canvas", size: CGSize(width: 393, height: 220), safeAreaInsets: EdgeInsets(), scale: 2)
        let driver = SnapshotDriver(Gauges(), device: device)
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "gauges")
    }
}
