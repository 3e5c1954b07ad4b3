import Foundation

/// Everyday marks public apps use most after the first set (flags, people, microphone, paper plane, bolt, eye,
/// pins, media keys, tags, a bulb, turning arrows), on the 100 × 100 grid.
extension SymbolGlyphs {
    /// A lowercase i: a dot above a stem, the mark `info.circle` encloses.
    static func info(_ p: SymbolPen) {
        p.segment(50, 40, 50, 90)
        p.stroke(scale: 1.3)
        p.dot(50, 16, 6 + p.lineWidth * 0.5)
    }

    /// An exclamation mark: a stem above a dot.
    static func exclamationmark(_ p: SymbolPen) {
        p.segment(50, 10, 50, 64)
        p.stroke(scale: 1.3)
        p.dot(50, 86, 6 + p.lineWidth * 0.5)
    }

    /// A solid square with rounded corners.
    static func squareFill(_ p: SymbolPen) {
        p.roundedRect(6, 6, 88, 88, radius: 16)
        p.solid()
    }

    /// A flag's cloth, waving, on the pole's upper part.
    private static func flagCloth(_ p: SymbolPen) {
        p.move(18, 14)
        p.curve(38, 4, 56, 22, 86, 12)
        p.line(86, 56)
        p.curve(56, 66, 38, 48, 18, 58)
        p.close()
    }

    /// An outlined flag on a pole.
    static func flag(_ p: SymbolPen) {
        flagCloth(p)
        p.stroke()
        p.segment(18, 10, 18, 94)
        p.stroke()
    }

    /// A solid flag on a pole.
    static func flagFill(_ p: SymbolPen) {
        flagCloth(p)
        p.solid()
        p.segment(18, 10, 18, 94)
        p.stroke()
    }

    /// Two people, the second behind and to the right of the first.
    static func person2(_ p: SymbolPen) {
        p.circle(68, 30, 13)
        p.move(62, 58)
        p.curve(66, 56, 68, 56, 70, 56)
        p.curve(84, 56, 94, 64, 94, 80)
        p.line(74, 80)
        p.stroke()
        p.circle(36, 34, 16)
        p.move(6, 90)
        p.curve(6, 72, 18, 64, 36, 64)
        p.curve(54, 64, 66, 72, 66, 90)
        p.close()
        p.stroke()
    }

    /// Two solid people, the second behind and to the right of the first.
    static func person2Fill(_ p: SymbolPen) {
        p.circle(68, 30, 13)
        p.solid()
        p.move(64, 57)
        p.curve(84, 54, 94, 64, 94, 80)
        p.line(72, 80)
        p.close()
        p.solid()
        p.erase {
            p.circle(36, 34, 16)
            p.move(6, 90)
            p.curve(6, 72, 18, 64, 36, 64)
            p.curve(54, 64, 66, 72, 66, 90)
            p.close()
            p.solid(scale: 3)
        }
        p.circle(36, 34, 16)
        p.solid()
        p.move(6, 90)
        p.curve(6, 72, 18, 64, 36, 64)
        p.curve(54, 64, 66, 72, 66, 90)
        p.close()
        p.solid()
    }

    /// A disc with a head and shoulders cut out of it: `person.crop.circle.fill`.
    static func personCropCircleFill(_ p: SymbolPen) {
        cutOfDisc(p) { p in
            p.circle(50, 38, 15)
            p.fill()
            p.move(20, 84)
            p.curve(26, 70, 38, 64, 50, 64)
            p.curve(62, 64, 74, 70, 80, 84)
            p.curve(72, 92, 62, 96, 50, 96)
            p.curve(38, 96, 28, 92, 20, 84)
            p.fill()
        }
    }

    /// A microphone's capsule.
    private static func micCapsule(_ p: SymbolPen) {
        p.roundedRect(34, 6, 32, 56, radius: 16)
    }

    /// A microphone's cradle and stand.
    private static func micStand(_ p: SymbolPen) {
        p.newSubPath()
        p.arcBack(50, 44, 28, from: 180, to: 0)
        p.segment(50, 72, 50, 92)
        p.segment(34, 92, 66, 92)
        p.stroke()
    }

    /// An outlined microphone on its stand.
    static func mic(_ p: SymbolPen) {
        micCapsule(p)
        p.stroke()
        micStand(p)
    }

    /// A solid microphone on its stand.
    static func micFill(_ p: SymbolPen) {
        micCapsule(p)
        p.solid()
        micStand(p)
    }

    /// The paper plane's outline, flying up to the right.
    private static func paperplaneShape(_ p: SymbolPen) {
        p.polyline([(6, 46), (92, 8), (60, 92), (44, 60)], closed: true)
    }

    /// An outlined paper plane with its fold.
    static func paperplane(_ p: SymbolPen) {
        paperplaneShape(p)
        p.stroke()
        p.segment(44, 60, 92, 8)
        p.stroke()
    }

    /// A solid paper plane with its fold cut out.
    static func paperplaneFill(_ p: SymbolPen) {
        paperplaneShape(p)
        p.solid()
        p.erase {
            p.segment(46, 58, 86, 14)
            p.stroke(scale: 0.6)
        }
    }

    /// The lightning bolt's outline, the height of the grid.
    private static func boltShape(_ p: SymbolPen) {
        p.polyline([(60, 6), (20, 56), (48, 56), (40, 94), (80, 42), (52, 42)], closed: true)
    }

    /// An outlined lightning bolt.
    static func bolt(_ p: SymbolPen) {
        boltShape(p)
        p.stroke()
    }

    /// A solid lightning bolt.
    static func boltFill(_ p: SymbolPen) {
        boltShape(p)
        p.solid()
    }

    /// An eye's outline: two arcs meeting at the corners.
    private static func eyeShape(_ p: SymbolPen) {
        p.move(6, 50)
        p.curve(24, 22, 76, 22, 94, 50)
        p.curve(76, 78, 24, 78, 6, 50)
        p.close()
    }

    /// An eye with its iris.
    static func eye(_ p: SymbolPen) {
        eyeShape(p)
        p.stroke()
        p.circle(50, 50, 13)
        p.fill()
    }

    /// An eye with its iris, struck through.
    static func eyeSlash(_ p: SymbolPen) {
        eye(p)
        p.erase {
            p.segment(14, 8, 86, 92)
            p.stroke(scale: 2.6)
        }
        p.segment(14, 8, 86, 92)
        p.stroke()
    }

    /// A map pin: a ring on a stem.
    static func mappin(_ p: SymbolPen) {
        p.circle(50, 28, 20)
        p.stroke()
        p.segment(50, 48, 50, 94)
        p.stroke()
    }

    /// A solid arrowhead pointing up to the right: the location mark, filled.
    static func locationFill(_ p: SymbolPen) {
        p.polyline([(8, 46), (90, 10), (54, 92), (46, 54)], closed: true)
        p.solid()
    }

    /// A solid shopping bag with its handle.
    static func bagFill(_ p: SymbolPen) {
        p.roundedRect(10, 30, 80, 64, radius: 10)
        p.solid()
        p.move(34, 38)
        p.line(34, 26)
        p.arc(50, 26, 16, from: 180, to: 360)
        p.line(66, 38)
        p.stroke()
    }

    /// Four rounded squares in a two-by-two grid.
    static func squareGrid2x2(_ p: SymbolPen) {
        for (x, y) in [(6.0, 6.0), (56, 6), (6, 56), (56, 56)] { p.roundedRect(x, y, 38, 38, radius: 9) }
        p.stroke()
    }

    /// A quaver: a solid note head on a stem with a flag.
    static func musicNote(_ p: SymbolPen) {
        p.ellipse(36, 78, 18, 14)
        p.fill()
        p.polyline([(52, 78), (52, 8), (80, 20), (80, 34), (52, 24)])
        p.stroke()
    }

    /// Two solid triangles pointing right: fast forward.
    static func forwardFill(_ p: SymbolPen) {
        p.polyline([(6, 22), (48, 50), (6, 78)], closed: true)
        p.polyline([(50, 22), (92, 50), (50, 78)], closed: true)
        p.solid()
    }

    /// Two solid triangles pointing left: rewind.
    static func backwardFill(_ p: SymbolPen) {
        p.polyline([(94, 22), (52, 50), (94, 78)], closed: true)
        p.polyline([(50, 22), (8, 50), (50, 78)], closed: true)
        p.solid()
    }

    /// A price tag pointing up to the left, with its eyelet.
    static func tag(_ p: SymbolPen) {
        p.polyline([(8, 8), (48, 8), (92, 52), (52, 92), (8, 48)], closed: true)
        p.stroke()
        p.circle(28, 28, 7)
        p.stroke()
    }

    /// A light bulb on its screw base.
    static func lightbulb(_ p: SymbolPen) {
        p.move(36, 66)
        p.curve(36, 54, 18, 48, 18, 34)
        p.curve(18, 16, 32, 6, 50, 6)
        p.curve(68, 6, 82, 16, 82, 34)
        p.curve(82, 48, 64, 54, 64, 66)
        p.close()
        p.stroke()
        p.segment(38, 80, 62, 80)
        p.segment(42, 93, 58, 93)
        p.stroke()
    }

    /// An arrow running left that turns back: undo.
    static func arrowUturnBackward(_ p: SymbolPen) {
        p.move(10, 36)
        p.line(64, 36)
        p.arc(64, 60, 24, from: -90, to: 90)
        p.line(36, 84)
        p.stroke()
        p.polyline([(30, 16), (10, 36), (30, 56)])
        p.stroke()
    }

    /// An arrow running right that turns back: redo.
    static func arrowUturnForward(_ p: SymbolPen) {
        p.move(90, 36)
        p.line(36, 36)
        p.arcBack(36, 60, 24, from: -90, to: -270)
        p.line(64, 84)
        p.stroke()
        p.polyline([(70, 16), (90, 36), (70, 56)])
        p.stroke()
    }

    /// Two arcs chasing each other round a circle, each with a head: refresh.
    static func arrow2Circlepath(_ p: SymbolPen) {
        p.newSubPath()
        p.arc(50, 50, 38, from: 200, to: 330)
        p.stroke()
        p.newSubPath()
        p.arc(50, 50, 38, from: 20, to: 150)
        p.stroke()
        p.polyline([(70, 20), (84, 31), (88, 14)])
        p.polyline([(30, 80), (16, 69), (12, 86)])
        p.stroke()
    }

    /// A solid cloud.
    static func cloudFill(_ p: SymbolPen) {
        p.cloud(dx: 0, dy: 2, scale: 1)
        p.solid()
    }

    /// A page with a folded corner and three lines of text.
    static func docText(_ p: SymbolPen) {
        p.polyline([(62, 6), (16, 6), (16, 94), (84, 94), (84, 28), (62, 6), (62, 28), (84, 28)])
        p.stroke()
        for (y, end) in [(50.0, 70.0), (64, 70), (78, 56)] { p.segment(30, y, end, y) }
        p.stroke(scale: 0.8)
    }

    /// An open tray: a box with a notch for a slot.
    static func tray(_ p: SymbolPen) {
        p.polyline([(6, 56), (30, 56), (36, 68), (64, 68), (70, 56), (94, 56)])
        p.stroke()
        p.polyline([(20, 12), (80, 12), (94, 56), (94, 86), (6, 86), (6, 56), (20, 12)], closed: true)
        p.stroke()
    }

    /// A tray holding papers: the tray with two lines above its bottom, as SF Symbols' `tray.full`.
    static func trayFull(_ p: SymbolPen) {
        tray(p)
        p.segment(28, 28, 72, 28)
        p.segment(24, 42, 76, 42)
        p.stroke(scale: 0.8)
    }

    /// A stopwatch dial with its crown and a hand: timer.
    static func timer(_ p: SymbolPen) {
        p.circle(50, 56, 38)
        p.stroke()
        p.segment(50, 18, 50, 6)
        p.segment(40, 6, 60, 6)
        p.segment(50, 56, 66, 40)
        p.stroke()
    }

    /// Three four-pointed stars, one large and two small.
    static func sparkles(_ p: SymbolPen) {
        p.sparkle(38, 58, 32)
        p.sparkle(76, 22, 16)
        p.sparkle(78, 80, 12)
    }

    /// A leaf pointing up to the right, with its midrib.
    static func leaf(_ p: SymbolPen) {
        p.move(14, 86)
        p.curve(8, 40, 40, 10, 90, 10)
        p.curve(90, 60, 60, 92, 14, 86)
        p.close()
        p.stroke()
        p.segment(14, 86, 62, 38)
        p.stroke()
    }

    /// A drop of water.
    static func drop(_ p: SymbolPen) {
        p.move(50, 6)
        p.curve(62, 26, 82, 44, 82, 62)
        p.curve(82, 80, 68, 94, 50, 94)
        p.curve(32, 94, 18, 80, 18, 62)
        p.curve(18, 44, 38, 26, 50, 6)
        p.close()
        p.stroke()
    }
}
