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

    /// The first bytes of a PNG of `width` × `height` pixels: its signature and header chunk.
    static func pngHeader(width: UInt8, height: UInt8) -> Data {
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, width, 0, 0, 0, height, 8, 6, 0, 0, 0])
    }

    @Test("UIImage(data:) takes PNG or JPEG bytes, and Image(uiImage:) shows them at their pixels over the scale")
    func imageFromData() throws {
        func laidOutFrame(_ image: UIImage) -> CGRect? {
            LayoutHarness(Image(uiImage: image), size: CGSize(width: 100, height: 100)).layoutTree.node(kind: .image)?.frame
        }
        let image = try #require(UIImage(data: Self.pngHeader(width: 40, height: 30)))
        #expect(laidOutFrame(image) == CGRect(x: 30, y: 35, width: 40, height: 30))
        let doubled = try #require(UIImage(data: Self.pngHeader(width: 40, height: 30), scale: 2))
        #expect(laidOutFrame(doubled) == CGRect(x: 40, y: 42.5, width: 20, height: 15))
    }

    @Test("UIImage(data:) is nil for bytes that are neither PNG nor JPEG, as UIKit's")
    func dataThatIsNoImage() {
        #expect(UIImage(data: Data("not a picture".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
    }
}
