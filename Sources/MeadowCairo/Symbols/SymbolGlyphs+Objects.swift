import Foundation

/// Outlined things to carry, read and send (bag, cart, globe, photo, camera, envelope, phone, message, link,
/// lock, bookmark, book, folder, doc), on the 100 × 100 grid.
extension SymbolGlyphs {
    /// A shopping bag: a rounded body with a loop handle above it.
    static func bag(_ p: SymbolPen) {
        p.roundedRect(10, 30, 80, 64, radius: 10)
        p.stroke()
        p.move(34, 44)
        p.line(34, 26)
        p.arc(50, 26, 16, from: 180, to: 360)
        p.line(66, 44)
        p.stroke()
    }

    /// A shopping cart: a handle, a basket and two wheels.
    static func cart(_ p: SymbolPen) {
        p.polyline([(4, 10), (16, 10), (28, 70), (84, 70)])
        p.polyline([(19, 24), (92, 24), (86, 54), (25, 54)])
        p.circle(34, 86, 7)
        p.circle(78, 86, 7)
        p.stroke()
    }

    /// A globe: a ring with a meridian, the equator and two parallels.
    static func globe(_ p: SymbolPen) {
        p.circle(50, 50, 46)
        p.ellipse(50, 50, 20, 46)
        p.segment(4, 50, 96, 50)
        p.segment(14, 26, 86, 26)
        p.segment(14, 74, 86, 74)
        p.stroke(scale: 0.85)
    }

    /// A framed picture of a sun over hills.
    static func photo(_ p: SymbolPen) {
        p.roundedRect(4, 14, 92, 72, radius: 12)
        p.stroke()
        p.polyline([(4, 72), (30, 48), (52, 68), (68, 54), (96, 74)])
        p.stroke()
        p.dot(68, 36, 6 + p.lineWidth * 0.3)
    }

    /// A camera body with a bump on top and a round lens.
    static func camera(_ p: SymbolPen) {
        p.polyline([(4, 30), (28, 30), (36, 18), (64, 18), (72, 30), (96, 30), (96, 86), (4, 86)], closed: true)
        p.stroke()
        p.circle(50, 57, 17)
        p.stroke()
    }

    /// An envelope: a rounded rect with its flap folded to the middle.
    static func envelope(_ p: SymbolPen) {
        p.roundedRect(4, 16, 92, 68, radius: 10)
        p.stroke()
        p.polyline([(8, 22), (50, 56), (92, 22)])
        p.stroke()
    }

    /// A telephone handset, earpiece at the top left and mouthpiece at the bottom right.
    static func phone(_ p: SymbolPen) {
        p.move(28, 8)
        p.curve(20, 8, 8, 16, 8, 28)
        p.curve(8, 62, 38, 92, 72, 92)
        p.curve(84, 92, 92, 80, 92, 72)
        p.line(74, 60)
        p.line(60, 70)
        p.curve(46, 64, 36, 54, 30, 40)
        p.line(40, 26)
        p.close()
        p.stroke()
    }

    /// A round speech bubble with its tail at the bottom left.
    static func message(_ p: SymbolPen) {
        bubbleLeft(p)
    }

    /// Two rounded links of a chain, crossing diagonally.
    static func link(_ p: SymbolPen) {
        chainLink(p, cx: 34, cy: 66)
        chainLink(p, cx: 66, cy: 34)
        p.stroke()
    }

    /// One chain link: a stadium 54 long and 26 wide centred on (`cx`, `cy`), lying on the 45° diagonal.
    private static func chainLink(_ p: SymbolPen, cx: Double, cy: Double) {
        let half = 14.0, r = 13.0
        let (ux, uy) = (cos(-45 * Double.pi / 180), sin(-45 * Double.pi / 180))
        p.newSubPath()
        p.arc(cx + ux * half, cy + uy * half, r, from: -135, to: 45)
        p.arc(cx - ux * half, cy - uy * half, r, from: 45, to: 225)
        p.close()
    }

    /// A padlock: shackle above an outlined body.
    static func lock(_ p: SymbolPen) {
        p.move(30, 46)
        p.line(30, 30)
        p.arc(50, 30, 20, from: 180, to: 360)
        p.line(70, 46)
        p.stroke()
        p.roundedRect(16, 46, 68, 48, radius: 10)
        p.stroke()
    }

    /// An outlined ribbon bookmark with a notched foot.
    static func bookmark(_ p: SymbolPen) {
        p.polyline([(22, 6), (78, 6), (78, 94), (50, 72), (22, 94)], closed: true)
        p.stroke()
    }

    /// An open book: two pages curving up from a spine.
    static func book(_ p: SymbolPen) {
        p.move(50, 24)
        p.curve(38, 14, 20, 12, 4, 16)
        p.line(4, 84)
        p.curve(20, 80, 38, 82, 50, 92)
        p.curve(62, 82, 80, 80, 96, 84)
        p.line(96, 16)
        p.curve(80, 12, 62, 14, 50, 24)
        p.line(50, 92)
        p.stroke()
    }

    /// An outlined folder.
    static func folder(_ p: SymbolPen) {
        p.polyline([(6, 20), (34, 20), (42, 28), (94, 28), (94, 82), (6, 82)], closed: true)
        p.stroke()
    }

    /// A page with its top right corner folded over.
    static func doc(_ p: SymbolPen) {
        p.polyline([(56, 6), (16, 6), (16, 94), (84, 94), (84, 34), (56, 6)])
        p.polyline([(56, 6), (56, 34), (84, 34)])
        p.stroke()
    }

    /// A QR code: three finder squares, each a ring of a square round a solid one, and a scatter of modules in the
    /// fourth corner.
    static func qrcode(_ p: SymbolPen) {
        for (x, y) in [(6.0, 6.0), (60, 6), (6, 60)] {
            p.roundedRect(x, y, 34, 34, radius: 6)
            p.stroke()
            p.roundedRect(x + 11, y + 11, 12, 12, radius: 2)
            p.fill()
        }
        for (x, y) in [(64.0, 64.0), (86, 64), (75, 75), (64, 86), (86, 86)] {
            p.roundedRect(x - 5, y - 5, 10, 10, radius: 2)
            p.fill()
        }
    }

    /// A mortarboard: the board seen at an angle, the cap below it and a tassel hanging from its right edge.
    static func graduationcap(_ p: SymbolPen) {
        p.polyline([(50, 14), (94, 36), (50, 58), (6, 36)], closed: true)
        p.stroke()
        p.move(26, 48)
        p.line(26, 70)
        p.curve(34, 80, 66, 80, 74, 70)
        p.line(74, 48)
        p.stroke()
        p.segment(86, 40, 86, 66)
        p.stroke()
        p.dot(86, 72, 4 + p.lineWidth * 0.3)
    }
}
