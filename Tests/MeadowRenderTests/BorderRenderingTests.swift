import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// `border(_:width:)`: a stroke inside the view's frame, which keeps its size.
@Suite("Borders")
@MainActor
struct BorderRenderingTests {
    @Test("A border is drawn inside the frame, width points wide, over the view; the view keeps its size")
    func borderInsideFrame() {
        let view = Color.white.frame(width: 40, height: 20).border(Color(red: 1, green: 0, blue: 0), width: 2)
        let image = ViewHarness(view, size: CGSize(width: 40, height: 20), scale: 2).renderImage()
        func isRed(_ x: Int, _ y: Int) -> Bool {
            let pixel = image.pixel(x: x, y: y)
            return pixel.red == 255 && pixel.green == 0 && pixel.blue == 0 && pixel.alpha == 255
        }
        func isWhite(_ x: Int, _ y: Int) -> Bool {
            let pixel = image.pixel(x: x, y: y)
            return pixel.red == 255 && pixel.green == 255 && pixel.blue == 255
        }
        // 2 points at scale 2 are pixels 0...3 from each edge of the 80 × 40 image.
        #expect(isRed(0, 20) && isRed(3, 20) && isRed(76, 20) && isRed(79, 20))
        #expect(isRed(40, 0) && isRed(40, 3) && isRed(40, 36) && isRed(40, 39))
        #expect(isWhite(4, 20) && isWhite(75, 20) && isWhite(40, 4) && isWhite(40, 35) && isWhite(40, 20))
        let row = HStack(spacing: 0) {
            Color.blue.frame(width: 30, height: 10).border(Color.red, width: 3)
            Color.green
        }
        let tree = LayoutHarness(row, size: CGSize(width: 100, height: 10)).layoutTree
        let colors = tree.allNodes.filter { $0.kind == .color }.map(\.frame)
        #expect(colors == [CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 30, y: 0, width: 70, height: 10)])
    }
}
