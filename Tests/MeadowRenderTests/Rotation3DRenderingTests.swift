import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// A labelled card rotated in 3D about `axis` by `degrees`, on a light grey canvas with the unrotated outline.
private struct RotatedCard: View {
    let degrees: Double
    let axis: (x: CGFloat, y: CGFloat, z: CGFloat)

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12).stroke(Color.gray, lineWidth: 1).frame(width: 160, height: 100)
            ZStack {
                RoundedRectangle(cornerRadius: 12).fill(Color.orange)
                Text("Meadow").font(.title).foregroundColor(.white)
            }
            .frame(width: 160, height: 100)
            .rotation3DEffect(.degrees(degrees), axis: axis)
        }
        .frame(width: 200, height: 140)
        .background(Color(white: 0.95))
    }
}

@MainActor
@Suite("rotation3DEffect rendering")
struct Rotation3DRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test(
        "A card rotated in perspective about the y or x axis: unchanged at 0°, foreshortened at 45°, edge-on at 90°",
        arguments: [("y", 0.0), ("y", 45.0), ("y", 90.0), ("x", 45.0), ("x", -45.0)])
    func rotated(axisName: String, degrees: Double) {
        let axis: (x: CGFloat, y: CGFloat, z: CGFloat) = axisName == "y" ? (0, 1, 0) : (1, 0, 0)
        let harness = ViewHarness(RotatedCard(degrees: degrees, axis: axis), size: CGSize(width: 200, height: 140))
        snapshots.assertMatches(harness.renderImage(), named: "rotation3d-\(axisName)-\(Int(degrees))")
    }

    @Test("At 0° a rotation3DEffect draws exactly as no effect")
    func zeroIsIdentity() {
        let rotated = ViewHarness(RotatedCard(degrees: 0, axis: (0, 1, 0)), size: CGSize(width: 200, height: 140)).renderImage()
        let plain = ViewHarness(
            ZStack {
                RoundedRectangle(cornerRadius: 12).stroke(Color.gray, lineWidth: 1).frame(width: 160, height: 100)
                ZStack {
                    RoundedRectangle(cornerRadius: 12).fill(Color.orange)
                    Text("Meadow").font(.title).foregroundColor(.white)
                }
                .frame(width: 160, height: 100)
            }
            .frame(width: 200, height: 140)
            .background(Color(white: 0.95)),
            size: CGSize(width: 200, height: 140)
        ).renderImage()
        snapshots.assertMatches(rotated, plain, named: "rotation3d-zero")
    }
}
