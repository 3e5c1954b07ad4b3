import Foundation
import MeadowCore
import MeadowTesting
import Testing

@MainActor
@Suite("UnevenRoundedRectangle rendering")
struct UnevenRoundedRectangleRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("A card rounded only on top, a leaf rounded on two opposite corners, and a bordered tab")
    func unevenCorners() {
        let shapes = HStack(spacing: 16) {
            UnevenRoundedRectangle(topLeadingRadius: 24, topTrailingRadius: 24)
                .fill(Color.indigo)
                .frame(width: 80, height: 100)
            UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 40, bottomTrailing: 40))
                .fill(Color.green)
                .frame(width: 80, height: 100)
            UnevenRoundedRectangle(topLeadingRadius: 4, bottomLeadingRadius: 30, bottomTrailingRadius: 12, topTrailingRadius: 30)
                .strokeBorder(Color.orange, lineWidth: 6)
                .frame(width: 80, height: 100)
        }
        .padding(16)
        .background(Color.white)
        let harness = ViewHarness(shapes, size: CGSize(width: 304, height: 132))
        snapshots.assertMatches(harness.renderImage(), named: "shape-uneven-rounded-rectangle")
    }
}
