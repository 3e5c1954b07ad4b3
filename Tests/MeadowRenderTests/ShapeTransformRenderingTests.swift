import Foundation
import MeadowCore
import MeadowTesting
import Testing

@MainActor
@Suite("Shape transform rendering")
struct ShapeTransformRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("Shapes turned, moved and scaled within frames that stay put (the grey squares)")
    func rotatedOffsetScaled() {
        let frame = Color.gray.opacity(0.2)
        let shapes = HStack(spacing: 16) {
            Rectangle().rotation(.degrees(30)).fill(Color.red).frame(width: 60, height: 60).background(frame)
            Circle().offset(x: 15, y: -15).fill(Color.blue).frame(width: 60, height: 60).background(frame)
            Capsule().scale(x: 0.5, y: 1, anchor: .leading).fill(Color.purple).frame(width: 60, height: 60)
                .background(frame)
        }
        .padding(20)
        .background(Color.white)
        let harness = ViewHarness(shapes, size: CGSize(width: 252, height: 100))
        snapshots.assertMatches(harness.renderImage(), named: "shape-rotated-offset-scaled")
    }
}
