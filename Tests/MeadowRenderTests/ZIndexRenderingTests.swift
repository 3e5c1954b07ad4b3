import Foundation
import MeadowCore
import MeadowTesting
import Testing

@MainActor
@Suite("zIndex rendering")
struct ZIndexRenderingTests {
    let snapshots = SnapshotAssertion()

    /// A 60-point disc of `color` with a white rim, as overlapping avatars are drawn.
    private func disc(_ color: Color) -> some View {
        Circle().fill(color).overlay(Circle().strokeBorder(Color.white, lineWidth: 4)).frame(width: 60, height: 60)
    }

    @Test("Overlapping discs in an HStack: the middle one, raised by zIndex(1), covers both neighbours")
    func raisedMiddleDisc() {
        let row = HStack(spacing: -20) {
            disc(.red)
            disc(.green).zIndex(1)
            disc(.blue)
        }
        .padding(20)
        .background(Color.white)
        let harness = ViewHarness(row, size: CGSize(width: 180, height: 100))
        snapshots.assertMatches(harness.renderImage(), named: "zindex-raised-middle-disc")
    }
}
