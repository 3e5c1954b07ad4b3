import CCairo
import Foundation

/// Everyday interface objects (trash, gear, heart, house, bell, clock, calendar, pencil), on the 100 × 100 grid.
extension SymbolGlyphs {
    /// The trash can's lid: a bar with a handle above it.
    private static func trashLid(_ p: SymbolPen) {
        p.segment(8, 22, 92, 22)
        p.polyline([(36, 22), (36, 8), (64, 8), (64, 22)])
        p.stroke()
    }

    /// The trash can's body, narrowing to its foot.
    private static func trashBody(_ p: SymbolPen) {
        p.polyline([(18, 22), (24, 92), (76, 92), (82, 22)])
    }

    /// The three ribs down the can's body.
    private static func trashRibs(_ p: SymbolPen) {
        p.segment(37, 38, 38, 76)
        p.segment(50, 38, 50, 76)
        p.segment(63, 38, 62, 76)
        p.stroke(scale: 0.8)
    }

    /// An outlined trash can with three ribs.
    static func trash(_ p: SymbolPen) {
        trashLid(p)
        trashBody(p)
        p.stroke()
        trashRibs(p)
    }

    /// A solid trash can with its ribs cut out.
    static func trashFill(_ p: SymbolPen) {
        trashLid(p)
        trashBody(p)
        p.close()
        p.solid()
        p.erase { trashRibs(p) }
    }

    /// The outline of a wheel with `teeth` flat-topped teeth between radius `root` and `tip`.
    private static func cog(_ p: SymbolPen, teeth: Int, root: Double, tip: Double, toothWidth: Double) {
        let step = 360.0 / Double(teeth)
        p.newSubPath()
        for index in 0..<teeth {
            let a = Double(index) * step - 90
            let base = toothWidth * 0.75, top = toothWidth * 0.5
            p.arc(50, 50, root, from: a - step + base, to: a - base)
            for (angle, r) in [(a - top, tip), (a + top, tip)] {
                p.line(50 + cos(angle * .pi / 180) * r, 50 + sin(angle * .pi / 180) * r)
            }
        }
        p.close()
    }

    /// A ring of eight rounded teeth around a hole.
    static func gear(_ p: SymbolPen) {
        cog(p, teeth: 8, root: 34, tip: 46, toothWidth: 20)
        p.stroke()
        p.circle(50, 50, 13)
        p.stroke()
    }

    /// A solid cog of eight rounded teeth with a round hole.
    static func gearshapeFill(_ p: SymbolPen) {
        cog(p, teeth: 8, root: 34, tip: 44, toothWidth: 22)
        p.solid()
        p.erase {
            p.circle(50, 50, 14)
            p.fill()
        }
    }

    /// Two lobes meeting in a point at the bottom.
    static func heartPath(_ p: SymbolPen) {
        p.move(50, 88)
        p.curve(30, 72, 6, 56, 6, 34)
        p.curve(6, 20, 16, 10, 29, 10)
        p.curve(39, 10, 46, 16, 50, 24)
        p.curve(54, 16, 61, 10, 71, 10)
        p.curve(84, 10, 94, 20, 94, 34)
        p.curve(94, 56, 70, 72, 50, 88)
        p.close()
    }

    /// An outlined heart, red in multicolour.
    static func heart(_ p: SymbolPen) {
        p.layer(0, multicolor: SymbolMulticolor.red) {
            heartPath(p)
            p.stroke()
        }
    }

    /// A solid heart, red in multicolour.
    static func heartFill(_ p: SymbolPen) {
        p.layer(0, multicolor: SymbolMulticolor.red) {
            heartPath(p)
            p.solid()
        }
    }

    /// The roof: an open angle wider than the walls, peaking at the top.
    private static func roof(_ p: SymbolPen) {
        p.polyline([(6, 50), (50, 10), (94, 50)])
        p.stroke()
    }

    /// A roof over walls with an open door.
    static func house(_ p: SymbolPen) {
        roof(p)
        p.polyline([(18, 42), (18, 92), (40, 92), (40, 66), (60, 66), (60, 92), (82, 92), (82, 42)])
        p.stroke()
    }

    /// A solid house, its door cut out.
    static func houseFill(_ p: SymbolPen) {
        roof(p)
        p.polyline([(50, 16), (82, 44), (82, 92), (18, 92), (18, 44)], closed: true)
        p.solid()
        p.erase {
            cairo_rectangle(p.cr, 41, 66, 18, 40)
            p.fill()
        }
    }

    /// A bell's outline: a dome flaring to a wide rim.
    static func bellPath(_ p: SymbolPen) {
        p.move(10, 72)
        p.curve(20, 62, 22, 58, 22, 44)
        p.curve(22, 26, 34, 14, 50, 14)
        p.curve(66, 14, 78, 26, 78, 44)
        p.curve(78, 58, 80, 62, 90, 72)
        p.close()
    }

    /// An outlined bell with its clapper below.
    static func bell(_ p: SymbolPen) {
        bellPath(p)
        p.stroke()
        p.newSubPath()
        p.arc(50, 82, 10, from: 0, to: 180)
        p.stroke()
    }

    /// A solid bell with its clapper below.
    static func bellFill(_ p: SymbolPen) {
        bellPath(p)
        p.solid()
        p.newSubPath()
        p.arc(50, 82, 10, from: 0, to: 180)
        p.close()
        p.solid()
    }

    /// A ring with an hour hand and a minute hand.
    static func clock(_ p: SymbolPen) {
        p.circle(50, 50, 46)
        p.stroke()
        p.polyline([(50, 22), (50, 50), (70, 62)])
        p.stroke()
    }

    /// A page with a heading band and a grid of days.
    static func calendar(_ p: SymbolPen) {
        p.roundedRect(6, 10, 88, 82, radius: 14)
        p.segment(6, 32, 94, 32)
        p.stroke()
        let r = 2.5 + p.lineWidth * 0.25
        for y in [50.0, 66, 80] {
            for x in [26.0, 42, 58, 74] { p.dot(x, y, r) }
        }
    }

    /// A pencil from its point at `tip` to its end at `end`, half `width` wide: a body with a sharpened point.
    private static func pencilShape(_ p: SymbolPen, tip: (Double, Double), end: (Double, Double), width: Double) {
        let (dx, dy) = (end.0 - tip.0, end.1 - tip.1)
        let length = hypot(dx, dy)
        let (ux, uy) = (dx / length, dy / length)
        let (nx, ny) = (-uy * width, ux * width)
        let shoulder = (tip.0 + ux * width * 2.2, tip.1 + uy * width * 2.2)
        p.polyline([
            tip, (shoulder.0 + nx, shoulder.1 + ny), (end.0 + nx, end.1 + ny),
            (end.0 - nx, end.1 - ny), (shoulder.0 - nx, shoulder.1 - ny),
        ], closed: true)
        p.segment(shoulder.0 + nx, shoulder.1 + ny, shoulder.0 - nx, shoulder.1 - ny)
        p.stroke()
    }

    /// A pencil pointing to the bottom left.
    static func pencil(_ p: SymbolPen) {
        pencilShape(p, tip: (10, 90), end: (86, 14), width: 10)
    }

    /// A pencil struck through from the top left, as SF Symbols' `pencil.slash`: the slash cut into the pencil
    /// with a gap either side.
    static func pencilSlash(_ p: SymbolPen) {
        pencil(p)
        p.erase {
            p.segment(14, 10, 90, 86)
            p.stroke(scale: 2.6)
        }
        p.segment(14, 10, 90, 86)
        p.stroke()
    }

    /// A pencil whose point rests where it has traced an outline, an open ring at the bottom left, as SF Symbols'
    /// `pencil.and.outline`.
    static func pencilAndOutline(_ p: SymbolPen) {
        p.arc(34, 66, 28, from: 10, to: 330)
        p.stroke()
        pencilShape(p, tip: (58, 56), end: (92, 10), width: 8)
    }

    /// A square open at its top right, with a pencil writing into it.
    static func squareAndPencil(_ p: SymbolPen) {
        p.polyline([(50, 14), (8, 14), (8, 92), (82, 92), (82, 52)])
        p.stroke()
        pencilShape(p, tip: (40, 62), end: (88, 12), width: 7)
    }
}
