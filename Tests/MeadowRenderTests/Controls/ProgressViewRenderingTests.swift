import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// The progress views a download screen shows: spinners with and without a title, bars with a title, a value
/// label, a tint and a disabled button under them.
private struct Downloads: View {
    var body: some View {
        VStack(spacing: 28) {
            HStack(spacing: 40) {
                ProgressView()
                ProgressView("Loading")
            }
            ProgressView(value: 0.3)
            ProgressView("Downloading", value: 0.7)
            ProgressView(value: 42, total: 120) {
                Text("Photos")
            } currentValueLabel: {
                Text("42 of 120")
            }
            .tint(.green)
            Button("Cancel") {}.disabled(true)
        }
        .padding(24)
    }
}

@MainActor
@Suite("ProgressView rendering")
struct ProgressViewRenderingTests {
    let snapshots = SnapshotAssertion(filePath: #filePath)

    @Test("Spinners of eight grey spokes, 4-point bars filled in the tint from the leading edge, a greyed disabled button")
    func downloads() {
        let harness = ViewHarness(Downloads(), size: CGSize(width: 393, height: 360))
        snapshots.assertMatches(harness.renderImage(), named: "progress-views")
    }
}
