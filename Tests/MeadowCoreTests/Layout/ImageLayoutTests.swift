import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

@MainActor
@Suite("Image and shape layout")
struct ImageLayoutTests {
    static let symbol = "cloud.sun.fill"

    @Test("A non-resizable Image keeps its natural size whatever it is offered", arguments: [CGFloat(5), 60, 300])
    func nonResizableKeepsNaturalSize(side: CGFloat) throws {
        // §2.8: non-resizable images are always their content size; §1.4: flexibility 0.
        let natural = idealSize(of: Image(systemName: Self.symbol))
        #expect(natural.width > 0 && natural.height > 0)
        let tree = layout(Image(systemName: Self.symbol), width: side, height: side)
        let image = try #require(tree.node(kind: .image))
        expectFrame(image, rect((side - natural.width) / 2, (side - natural.height) / 2, natural.width, natural.height))
    }

    @Test("Angles add, subtract and scale as SwiftUI's do")
    func angleArithmetic() {
        #expect(isClose((Angle.degrees(45) * 2).degrees, 90))
        #expect(isClose((2 * Angle.degrees(10) + .degrees(5) - .degrees(15)).degrees, 10))
        #expect(isClose((Angle.degrees(90) / 3).degrees, 30))
        #expect(isClose((-Angle.degrees(30)).degrees, -30))
    }

    @Test("A resizable Image takes the size it is offered")
    func resizableTakesProposal() {
        // §2.8: resizable = (P.width ?? imageWidth, P.height ?? imageHeight).
        let tree = layout(Image(systemName: Self.symbol).resizable(), width: 300, height: 200)
        expectFrame(tree.node(kind: .image), rect(0, 0, 300, 200))
    }

    @Test("A resizable Image's ideal size is its natural size")
    func resizableIdealIsNatural() {
        // §2.8: nil dimensions become the image size.
        let natural = idealSize(of: Image(systemName: Self.symbol))
        let resizable = idealSize(of: Image(systemName: Self.symbol).resizable())
        #expect(isClose(resizable, natural))
    }

    @Test("A resizable Image is never smaller than its cap insets")
    func resizableAtLeastCapInsets() {
        // §2.8: resizable sizing is the proposal, each dimension at least its cap insets (leading + trailing,
        // top + bottom).
        let insets = EdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        let small = layout(
            Image(systemName: Self.symbol).resizable(capInsets: insets).frame(width: 4, height: 4), width: 100,
            height: 100)
        expectFrame(small.node(kind: .image), rect(43, 44, 14, 12))
        let large = layout(Image(systemName: Self.symbol).resizable(capInsets: insets), width: 100, height: 80)
        expectFrame(large.node(kind: .image), rect(0, 0, 100, 80))
    }

    @Test("A resizable Image scaled to fit keeps its natural aspect ratio")
    func resizableScaledToFit() {
        // §2.7 with a nil ratio: the child's ideal size is the ratio; .fit takes the smaller scale.
        let natural = idealSize(of: Image(systemName: Self.symbol))
        let scale = min(300 / natural.width, 200 / natural.height)
        let size = CGSize(width: natural.width * scale, height: natural.height * scale)
        let tree = layout(Image(systemName: Self.symbol).resizable().scaledToFit(), width: 300, height: 200)
        expectFrame(
            tree.node(kind: .image), rect((300 - size.width) / 2, (200 - size.height) / 2, size.width, size.height))
    }

    @Test("A Circle is a square of the smaller proposed side, centred")
    func circleIsSquare() {
        // §0: Circle returns a square whose side is min(w, h).
        let wide = layout(Circle(), width: 200, height: 100)
        expectFrame(wide.node(kind: .shape("Circle")), rect(50, 0, 100, 100))
        let tall = layout(Circle(), width: 80, height: 300)
        expectFrame(tall.node(kind: .shape("Circle")), rect(0, 110, 80, 80))
    }

    @Test("Shapes and colours are 10×10 when nothing is proposed")
    func leafIdealIsTen() {
        // §0: leaf views take the proposal with nil replaced by 10.
        #expect(idealSize(of: Color.red) == CGSize(width: 10, height: 10))
        #expect(idealSize(of: Rectangle()) == CGSize(width: 10, height: 10))
        #expect(idealSize(of: Circle()) == CGSize(width: 10, height: 10))
        #expect(idealSize(of: Capsule()) == CGSize(width: 10, height: 10))
    }
}
