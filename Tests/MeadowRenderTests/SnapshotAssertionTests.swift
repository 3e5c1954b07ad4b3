import Foundation
import MeadowCairo
import Testing

@testable import MeadowTesting

/// How snapshot tests decide that two frames differ: by channel within `channelTolerance`, and by the share of
/// pixels beyond it.
@Suite("Snapshot comparison")
struct SnapshotAssertionTests {
    /// A 100×100 opaque grey image with `changed` pixels, from the top-left along the rows, raised by `by` in red.
    private func image(changing changed: Int = 0, by amount: UInt8 = 0) -> CairoImage {
        let image = CairoImage(width: 100, height: 100)
        image.withMutablePixels { bytes in
            for i in stride(from: 0, to: bytes.count, by: 4) {
                (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = (100, 100, 100, 255)
            }
            // Rows of a 100-pixel image are 400 bytes apart: pixel n is at 4n.
            for pixel in 0..<changed { bytes[pixel * 4 + 2] += amount }
        }
        return image
    }

    @Test("Equal frames and frames within the channel tolerance have no differing pixel")
    func withinChannelTolerance() {
        let snapshots = SnapshotAssertion()
        #expect(snapshots.differingPixels(image(), image()) == 0)
        #expect(snapshots.differingPixels(image(changing: 10_000, by: 8), image()) == 0)
    }

    @Test("A channel one level beyond the tolerance makes a pixel differ, in whichever row it is")
    func beyondChannelTolerance() {
        let snapshots = SnapshotAssertion()
        #expect(snapshots.differingPixels(image(changing: 1, by: 9), image()) == 1)
        #expect(snapshots.differingPixels(image(changing: 250, by: 9), image()) == 250)
        #expect(snapshots.differingPixels(image(), image(changing: 10_000, by: 120)) == 10_000)
    }

    @Test("The diff marks the differing pixels in red over the expected image faded to light grey")
    func diffMarksDifferingPixels() {
        let snapshots = SnapshotAssertion()
        let diff = snapshots.diffImage(image(changing: 150, by: 40), image())
        let marked = diff.pixel(x: 49, y: 1)
        #expect((marked.red, marked.green, marked.blue) == (255, 0, 0), "pixel 149 differs")
        let kept = diff.pixel(x: 50, y: 1)
        #expect(kept.red == kept.green && kept.green == kept.blue && kept.red > 200, "pixel 150 is faded grey")
    }
}
