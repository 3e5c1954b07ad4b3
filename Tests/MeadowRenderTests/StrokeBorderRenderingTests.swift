import Foundation
import MeadowCore
import MeadowTesting
import Testing

@MainActor
@Suite("Stroke border rendering")
struct StrokeBorderRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("stroke straddles the outline and overhangs the frame (left); strokeBorder stays inside it (right)")
    func strokeBesideStrokeBorder() {
        let frameFill = Color.orange.opacity(0.25)
        let grid = VStack(spacing: 24) {
            HStack(spacing: 24) {
                RoundedRectangle(cornerRadius: 16).stroke(Color.blue, lineWidth: 10)
                    .frame(width: 80, height: 80).background(frameFill)
                RoundedRectangle(cornerRadius: 16).strokeBorder(Color.blue, lineWidth: 10)
                    .frame(width: 80, height: 80).background(frameFill)
            }
            HStack(spacing: 24) {
                Circle().stroke(Color.green, lineWidth: 10).frame(width: 80, height: 80).background(frameFill)
                Circle().strokeBorder(Color.green, lineWidth: 10).frame(width: 80, height: 80).background(frameFill)
            }
            HStack(spacing: 24) {
                Capsule().stroke(Color.purple, lineWidth: 6).frame(width: 80, height: 36).background(frameFill)
                Capsule().strokeBorder(Color.purple, style: StrokeStyle(lineWidth: 6, dash: [10, 4]))
                    .frame(width: 80, height: 36).background(frameFill)
            }
        }
        .padding(20)
        .background(Color.white)
        let harness = ViewHarness(grid, size: CGSize(width: 224, height: 288))
        snapshots.assertMatches(harness.renderImage(), named: "shape-stroke-beside-stroke-border")
    }
}
