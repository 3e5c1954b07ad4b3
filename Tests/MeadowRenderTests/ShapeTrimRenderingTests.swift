import Foundation
import MeadowCore
import MeadowTesting
import Testing

@MainActor
@Suite("Trimmed shape rendering")
struct ShapeTrimRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("A progress ring: 70 % of a circle stroked with round caps over a faint track, turned to start at 12 o'clock")
    func progressRing() {
        let ring = ZStack {
            Circle().stroke(Color.blue.opacity(0.2), lineWidth: 12)
            Circle().trim(from: 0, to: 0.7)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: 100, height: 100)
        .padding(20)
        .background(Color.white)
        let harness = ViewHarness(ring, size: CGSize(width: 140, height: 140))
        snapshots.assertMatches(harness.renderImage(), named: "shape-trim-progress-ring")
    }

    @Test("An untransformed trim runs clockwise from 3 o'clock: a quarter of a ring ends at 6 o'clock")
    func quarterFromThreeOClock() {
        let quarter = Circle().trim(from: 0, to: 0.25)
            .stroke(Color.red, lineWidth: 8)
            .frame(width: 80, height: 80)
            .padding(10)
            .background(Color.white)
        let harness = ViewHarness(quarter, size: CGSize(width: 100, height: 100))
        snapshots.assertMatches(harness.renderImage(), named: "shape-trim-quarter")
    }
}
