import Foundation
import MeadowCore
import Testing

/// What a display item surely paints over in opaque colour (`DisplayItem.opaqueRect`), from which a renderer leaves
/// out painting what lies below: never more than the item covers, so nothing drawn before it that shows is lost.
@Suite("Opaque rects of display items")
struct OpaqueRectTests {
    static let opaque = RGBA(red: 0.36, green: 0.16, blue: 1, alpha: 1)
    static let card = CGRect(x: 10, y: 20, width: 200, height: 100)

    static func fill(_ path: Path, _ color: RGBA = opaque) -> DisplayItem {
        .fill(path, color, FillStyle())
    }

    @Test("A rectangle's interior is the rectangle; a rounded one's is the larger band between its straight sides")
    func interiorOfRectangles() {
        #expect(Path(Self.card).interiorRect == Self.card)
        // 200 × 100 with corners of 20: the band down, 160 × 100, is larger than the band across, 200 × 60.
        let rounded = Path(roundedRect: Self.card, cornerRadius: 20, style: .circular).interiorRect
        #expect(rounded == CGRect(x: 30, y: 20, width: 160, height: 100))
        // Rounded only at the top, as a sheet is clipped: the band below the corners is the larger.
        var sheet = Path()
        sheet.move(to: CGPoint(x: 0, y: 40))
        sheet.addQuadCurve(to: CGPoint(x: 40, y: 0), control: .zero)
        sheet.addLine(to: CGPoint(x: 353, y: 0))
        sheet.addQuadCurve(to: CGPoint(x: 393, y: 40), control: CGPoint(x: 393, y: 0))
        sheet.addLine(to: CGPoint(x: 393, y: 679))
        sheet.addLine(to: CGPoint(x: 0, y: 679))
        sheet.closeSubpath()
        #expect(sheet.interiorRect == CGRect(x: 0, y: 40, width: 393, height: 639))
    }

    @Test("A circle, a concave outline, a star and two rects have no interior rect")
    func shapesWithoutOne() {
        #expect(Path(ellipseIn: Self.card).interiorRect == nil)
        // An L: its bounding box's straight sides hold a notch.
        var ell = Path()
        ell.move(to: .zero)
        ell.addLine(to: CGPoint(x: 100, y: 0))
        ell.addLine(to: CGPoint(x: 100, y: 40))
        ell.addLine(to: CGPoint(x: 40, y: 40))
        ell.addLine(to: CGPoint(x: 40, y: 100))
        ell.addLine(to: CGPoint(x: 0, y: 100))
        ell.closeSubpath()
        #expect(ell.interiorRect == nil)
        // A pentagram turns the same way at every point, twice round.
        let star = Path { path in
            for index in 0..<5 {
                let angle = Double(index) * 4 * .pi / 5
                let point = CGPoint(x: 50 + 50 * sin(angle), y: 50 - 50 * cos(angle))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
        }
        #expect(star.interiorRect == nil)
        var two = Path(Self.card)
        two.addRect(CGRect(x: 300, y: 20, width: 50, height: 50))
        #expect(two.interiorRect == nil)
    }

    @Test("An opaque fill covers its interior, moved by offsets and translations, cut by clips, under its shadow")
    func groups() {
        let card = Self.fill(Path(Self.card))
        #expect(card.opaqueRect == Self.card)
        #expect(DisplayItem.group(.offset(CGSize(width: 5, height: 7)), DisplayList(items: [card])).opaqueRect
            == Self.card.offsetBy(dx: 5, dy: 7))
        let moved = Transform(scale: CGSize(width: 1, height: 1), rotation: 0, anchor: CGPoint(x: 50, y: 50), translation: CGSize(width: -3, height: 4))
        #expect(DisplayItem.group(.transform(moved), DisplayList(items: [card])).opaqueRect == Self.card.offsetBy(dx: -3, dy: 4))
        let clipped = DisplayItem.group(.clip(Path(CGRect(x: 0, y: 50, width: 100, height: 100)), FillStyle()), DisplayList(items: [card]))
        #expect(clipped.opaqueRect == CGRect(x: 10, y: 50, width: 90, height: 70))
        let shadowed = DisplayItem.group(.shadow(Self.opaque, radius: 10, offset: .zero), DisplayList(items: [card]))
        #expect(shadowed.opaqueRect == Self.card)
        // Of a list, the largest.
        let small = Self.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(DisplayList(items: [small, card]).opaqueRect == Self.card)
    }

    @Test("Translucent fills, and groups that fade, blur, scale, mask or erase, cover nothing for sure")
    func nothingForSure() {
        let card = Self.fill(Path(Self.card))
        let content = DisplayList(items: [card])
        #expect(Self.fill(Path(Self.card), RGBA(red: 0, green: 0, blue: 0, alpha: 0.99)).opaqueRect == nil)
        #expect(DisplayItem.group(.opacity(0.5), content).opaqueRect == nil)
        #expect(DisplayItem.group(.blur(radius: 4), content).opaqueRect == nil)
        let scaled = Transform(scale: CGSize(width: 0.5, height: 0.5), rotation: 0, anchor: .zero)
        #expect(DisplayItem.group(.transform(scaled), content).opaqueRect == nil)
        #expect(DisplayItem.group(.mask(content), content).opaqueRect == nil)
        // A group drawn with destinationOut after the card clears part of it.
        let hole = DisplayItem.group(.blendMode(.destinationOut), DisplayList(items: [Self.fill(Path(CGRect(x: 50, y: 50, width: 20, height: 20)))]))
        #expect(DisplayList(items: [card, hole]).opaqueRect == nil)
        #expect(DisplayItem.group(.offset(.zero), DisplayList(items: [card, DisplayItem.group(.offset(.zero), DisplayList(items: [hole]))])).opaqueRect == nil)
    }
}
