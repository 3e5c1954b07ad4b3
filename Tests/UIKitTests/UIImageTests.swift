import MeadowCore
import MeadowTestSupport
import Testing
import UIKit

@MainActor
@Suite("UIImage")
struct UIImageTests {
    /// `image` laid out resizable in a 40-point square; the laid-out image node.
    func laidOut(_ image: Image) -> LayoutNode? {
        LayoutHarness(image.resizable().frame(width: 40, height: 40), size: CGSize(width: 100, height: 100))
            .layoutTree.node(kind: .image)
    }

    @Test("Image(uiImage:) shows the symbol or asset the UIImage names, as Image(systemName:) and Image(_:) do")
    func imageFromUIImage() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        let background = try #require(UIImage(named: "card-bg"))
        let symbol = try #require(laidOut(Image(uiImage: star)))
        let direct = try #require(laidOut(Image(systemName: "star.fill")))
        #expect(symbol.text == direct.text && symbol.frame == direct.frame)
        let asset = try #require(laidOut(Image(uiImage: background)))
        #expect(asset.text == laidOut(Image("card-bg"))?.text)
        #expect(asset.text != symbol.text)
    }

    @Test("An empty name makes no UIImage, as UIKit returns nil for one")
    func emptyName() {
        #expect(UIImage(named: "") == nil)
        #expect(UIImage(systemName: "") == nil)
    }
}
