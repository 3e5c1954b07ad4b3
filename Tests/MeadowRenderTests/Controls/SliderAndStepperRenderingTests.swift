import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// A settings screen's sliders and steppers: sliders at the ends and in between, one with value labels, one
/// tinted, one disabled; steppers in the middle of their range, at a bound and disabled.
private struct Controls: View {
    var body: some View {
        VStack(spacing: 20) {
            Slider(value: .constant(0.0))
            Slider(value: .constant(0.35))
            Slider(value: .constant(1.0))
            Slider(value: .constant(60.0), in: 0...100) {
                Text("Volume")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
            Slider(value: .constant(0.7)).tint(.orange)
            Slider(value: .constant(0.5)).disabled(true)
            Stepper("Quantity", value: .constant(2), in: 0...10)
            Stepper("Guests", value: .constant(1), in: 1...8)
            Stepper("Rooms", value: .constant(3), in: 0...5).disabled(true)
        }
        .padding(24)
    }
}

@MainActor
@Suite("Slider and Stepper rendering")
struct SliderAndStepperRenderingTests {
    let snapshots = SnapshotAssertion(filePath: #filePath)

    @Test("Sliders: a tinted 4-point track to a white shadowed thumb; steppers: a grey pill of − and +, dim at a bound")
    func controls() {
        let harness = ViewHarness(Controls(), size: CGSize(width: 393, height: 480))
        snapshots.assertMatches(harness.renderImage(), named: "sliders-and-steppers")
    }
}
