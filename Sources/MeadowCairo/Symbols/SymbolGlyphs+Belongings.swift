import Foundation

/// Things and creatures of everyday life (briefcase, car, tortoise, carrot, eraser), outlined and solid (`.fill`),
/// on the 100 × 100 grid.
extension SymbolGlyphs {
    /// The briefcase's body, its handle and the band across its middle with a clasp.
    private static func briefcaseShape(_ p: SymbolPen, filled: Bool) {
        p.move(36, 26)
        p.line(36, 18)
        p.curve(36, 14, 38, 12, 42, 12)
        p.line(58, 12)
        p.curve(62, 12, 64, 14, 64, 18)
        p.line(64, 26)
        p.stroke()
        p.roundedRect(6, 26, 88, 62, radius: 10)
        let band = {
            p.segment(6, 52, 42, 52)
            p.segment(58, 52, 94, 52)
            p.roundedRect(42, 46, 16, 12, radius: 3)
        }
        if filled {
            p.solid()
            p.erase {
                band()
                p.stroke(scale: 0.7)
            }
        } else {
            p.stroke()
            band()
            p.stroke(scale: 0.8)
        }
    }

    /// A briefcase: a handle above a body with a band and clasp across its middle (SF Symbols' `briefcase`).
    static func briefcase(_ p: SymbolPen) { briefcaseShape(p, filled: false) }

    /// A solid briefcase with its band and clasp cut through it.
    static func briefcaseFill(_ p: SymbolPen) { briefcaseShape(p, filled: true) }

    /// The car's cabin above its body, seen from the front.
    private static func carBody(_ p: SymbolPen) {
        p.move(14, 46)
        p.line(24, 22)
        p.curve(26, 18, 28, 16, 33, 16)
        p.line(67, 16)
        p.curve(72, 16, 74, 18, 76, 22)
        p.line(86, 46)
        p.curve(92, 48, 94, 52, 94, 58)
        p.line(94, 76)
        p.line(6, 76)
        p.line(6, 58)
        p.curve(6, 52, 8, 48, 14, 46)
        p.close()
    }

    /// The car's wheels showing under its body.
    private static func carWheels(_ p: SymbolPen) {
        p.roundedRect(12, 74, 18, 18, radius: 5)
        p.roundedRect(70, 74, 18, 18, radius: 5)
    }

    /// A car seen from the front: a cabin with its windscreen, a body with two headlights and the wheels below
    /// (SF Symbols' `car`).
    static func car(_ p: SymbolPen) {
        carWheels(p)
        p.solid()
        p.erase {
            carBody(p)
            p.solid(scale: 3)
        }
        carBody(p)
        p.stroke()
        p.segment(17, 46, 83, 46)
        p.stroke()
        for x in [22.0, 78] { p.circle(x, 61, 5) }
        p.stroke(scale: 0.8)
    }

    /// A solid car with its windscreen and headlights cut out.
    static func carFill(_ p: SymbolPen) {
        carWheels(p)
        p.solid()
        carBody(p)
        p.solid()
        p.erase {
            p.polyline([(28, 25), (30, 23), (70, 23), (72, 25), (79, 42), (21, 42)], closed: true)
            p.solid(scale: 0.4)
            for x in [22.0, 78] { p.dot(x, 61, 6) }
        }
    }

    /// The tortoise's domed shell.
    private static func tortoiseShell(_ p: SymbolPen) {
        p.move(4, 66)
        p.curve(6, 36, 18, 22, 37, 22)
        p.curve(56, 22, 68, 36, 70, 66)
        p.close()
    }

    /// The tortoise: its domed shell with a rim, its head out to the right on its neck and two feet below.
    private static func tortoiseShape(_ p: SymbolPen, filled: Bool) {
        // The feet, the neck and the head, behind the shell.
        p.roundedRect(12, 58, 14, 34, radius: 7)
        p.roundedRect(48, 58, 14, 34, radius: 7)
        p.ellipse(84, 52, 10, 9)
        if filled { p.solid() } else { p.stroke() }
        p.segment(64, 60, 76, 56)
        p.stroke(scale: 1.6)
        p.erase {
            tortoiseShell(p)
            p.solid(scale: 2.2)
        }
        tortoiseShell(p)
        let rim = {
            p.move(8, 52)
            p.curve(24, 57, 50, 57, 66, 52)
        }
        if filled {
            p.solid()
            p.erase {
                rim()
                p.stroke(scale: 0.6)
            }
        } else {
            p.stroke()
            rim()
            p.stroke(scale: 0.8)
        }
    }

    /// A tortoise walking to the right: a domed shell over its feet, its head out in front (SF Symbols' `tortoise`,
    /// the slow speed).
    static func tortoise(_ p: SymbolPen) { tortoiseShape(p, filled: false) }

    /// A solid tortoise, the rim of its shell cut through it.
    static func tortoiseFill(_ p: SymbolPen) { tortoiseShape(p, filled: true) }

    /// The carrot drawn upright, its root pointing down and its leaves above, before the glyph turns it.
    private static func carrotShape(_ p: SymbolPen, filled: Bool) {
        p.rotated(by: 45, about: 50, 50) {
            p.layer(1, multicolor: SymbolMulticolor.green) {
                p.segment(50, 30, 50, 6)
                p.segment(50, 30, 36, 10)
                p.segment(50, 30, 64, 10)
                p.stroke()
            }
            p.layer(0, multicolor: filled ? SymbolMulticolor.orange : nil) {
                p.move(36, 34)
                p.curve(36, 30, 39, 28, 43, 28)
                p.line(57, 28)
                p.curve(61, 28, 64, 30, 64, 34)
                p.curve(62, 60, 56, 82, 50, 96)
                p.curve(44, 82, 38, 60, 36, 34)
                p.close()
                if filled {
                    p.solid()
                    p.erase {
                        p.segment(50, 48, 58, 48)
                        p.segment(42, 64, 50, 64)
                        p.stroke(scale: 0.6)
                    }
                } else {
                    p.stroke()
                    p.segment(50, 48, 58, 48)
                    p.segment(42, 64, 50, 64)
                    p.stroke(scale: 0.7)
                }
            }
        }
    }

    /// A carrot on the diagonal, its leaves at the top right and its root pointing down to the left (SF Symbols'
    /// `carrot`).
    static func carrot(_ p: SymbolPen) { carrotShape(p, filled: false) }

    /// A solid carrot, orange with green leaves in multicolour as SF Symbols' `carrot.fill`.
    static func carrotFill(_ p: SymbolPen) { carrotShape(p, filled: true) }

    /// The eraser's block, upright and `length` long, with the line where its sleeve ends, centred at (50, `cy`)
    /// before the glyph turns it.
    private static func eraserShape(_ p: SymbolPen, cy: Double, length: Double = 84, filled: Bool) {
        p.rotated(by: 45, about: 50, cy) {
            p.roundedRect(32, cy - length / 2, 36, length, radius: 8)
            if filled {
                p.solid()
                p.erase {
                    p.segment(28, cy + length * 0.1, 72, cy + length * 0.1)
                    p.stroke(scale: 0.7)
                }
            } else {
                p.stroke()
                p.segment(32, cy + length * 0.1, 68, cy + length * 0.1)
                p.stroke()
            }
        }
    }

    /// An eraser on the diagonal (SF Symbols' `eraser`).
    static func eraser(_ p: SymbolPen) { eraserShape(p, cy: 50, filled: false) }

    /// A solid eraser with the end of its sleeve cut through it.
    static func eraserFill(_ p: SymbolPen) { eraserShape(p, cy: 50, filled: true) }

    /// An eraser on the diagonal above a dashed line, the line it rubs out (SF Symbols' `eraser.line.dashed`, a
    /// clear action).
    static func eraserLineDashed(_ p: SymbolPen, filled: Bool) {
        eraserShape(p, cy: 38, length: 62, filled: filled)
        // Four dashes 16 long with gaps of 8 between them at every weight: round caps grow as the stroke thickens,
        // so the drawn segments shrink by as much.
        let half = max(1, 8 - p.lineWidth / 2)
        for x in [13.0, 37, 61, 85] { p.segment(x - half, 92, x + half, 92) }
        p.stroke()
    }
}
