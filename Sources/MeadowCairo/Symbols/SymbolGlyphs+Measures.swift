import CCairo
import Foundation

/// Things that measure or stand for a quantity (ruler, case, map, cube, thermometer, hammer, pyramid, speedometer,
/// clock.arrow.2.circlepath: the categories of a unit converter), outlined and solid (`.fill`), on the 100 × 100
/// grid.
extension SymbolGlyphs {
    /// The ruler's outline and its ticks, drawn upright (long along x) before the glyph turns it onto the diagonal.
    private static func rulerShape(_ p: SymbolPen, filled: Bool) {
        p.rotated(by: -45, about: 50, 50) {
            p.roundedRect(4, 34, 92, 32, radius: 5)
            if filled { p.solid() } else { p.stroke() }
            // Long and short marks alternating along the upper edge.
            for (index, x) in [20.0, 32, 44, 56, 68, 80].enumerated() {
                p.segment(x, 34, x, index.isMultiple(of: 2) ? 50 : 44)
            }
            if filled { p.erase { p.stroke(scale: 0.8) } } else { p.stroke(scale: 0.8) }
        }
    }

    /// A ruler lying on the diagonal, rising to the right, with marks along its upper edge (SF Symbols' `ruler`).
    static func ruler(_ p: SymbolPen) { rulerShape(p, filled: false) }

    /// A solid ruler with its marks cut out.
    static func rulerFill(_ p: SymbolPen) { rulerShape(p, filled: true) }

    /// The case's body and its handle.
    private static func caseShape(_ p: SymbolPen, filled: Bool) {
        p.move(36, 26)
        p.line(36, 16)
        p.curve(36, 12, 38, 10, 42, 10)
        p.line(58, 10)
        p.curve(62, 10, 64, 12, 64, 16)
        p.line(64, 26)
        p.stroke()
        p.roundedRect(6, 26, 88, 64, radius: 12)
        if filled {
            p.solid()
            p.erase {
                p.segment(6, 44, 94, 44)
                p.stroke(scale: 0.7)
            }
        } else {
            p.stroke()
            p.segment(6, 44, 94, 44)
            p.stroke()
        }
    }

    /// A carrying case: a wide rounded body with its lid's seam near the top and a handle above (SF Symbols'
    /// `case`, the mass of a unit converter).
    static func carryingCase(_ p: SymbolPen) { caseShape(p, filled: false) }

    /// A solid carrying case with its lid's seam cut through it.
    static func carryingCaseFill(_ p: SymbolPen) { caseShape(p, filled: true) }

    /// The corners of the folded map: three panels whose upper and lower edges zig-zag.
    private static let mapCorners: [(Double, Double)] = [
        (6, 20), (36, 10), (64, 20), (94, 10), (94, 80), (64, 90), (36, 80), (6, 90),
    ]

    /// A map folded in three panels, its folds as lines (SF Symbols' `map`).
    static func map(_ p: SymbolPen) {
        p.polyline(mapCorners, closed: true)
        p.segment(36, 10, 36, 80)
        p.segment(64, 20, 64, 90)
        p.stroke()
    }

    /// A solid folded map with its two folds cut through it.
    static func mapFill(_ p: SymbolPen) {
        p.polyline(mapCorners, closed: true)
        p.solid()
        p.erase {
            p.segment(36, 10, 36, 80)
            p.segment(64, 20, 64, 90)
            p.stroke(scale: 0.6)
        }
    }

    /// The cube's three visible edges that meet at its near corner.
    private static func cubeInnerEdges(_ p: SymbolPen) {
        p.polyline([(10, 28), (50, 50), (90, 28)])
        p.segment(50, 50, 50, 94)
    }

    /// The cube's silhouette: a hexagon, a corner up.
    private static func cubeOutline(_ p: SymbolPen) {
        p.polyline([(50, 6), (90, 28), (90, 72), (50, 94), (10, 72), (10, 28)], closed: true)
    }

    /// A cube seen corner-on from above: its top and two sides (SF Symbols' `cube`).
    static func cube(_ p: SymbolPen) {
        cubeOutline(p)
        cubeInnerEdges(p)
        p.stroke()
    }

    /// A solid cube with the edges between its faces cut through it.
    static func cubeFill(_ p: SymbolPen) {
        cubeOutline(p)
        p.solid()
        p.erase {
            cubeInnerEdges(p)
            p.stroke(scale: 0.6)
        }
    }

    /// The thermometer's tube with its bulb at the bottom, `x` its axis: a tube of radius `r` from `top` to the bulb
    /// of radius `bulb` centred at `bulbY`.
    private static func thermometerTube(_ p: SymbolPen, x: Double, top: Double, r: Double, bulb: Double, bulbY: Double) {
        let meet = asin(r / bulb) * 180 / .pi
        p.newSubPath()
        p.arc(x, top + r, r, from: 180, to: 360)
        p.arc(x, bulbY, bulb, from: -90 + meet, to: 270 - meet)
        p.close()
    }

    /// A thermometer standing on `x`, its mercury risen to `level` (the secondary layer): an outlined tube, or a
    /// solid one with the mercury standing in a cut-out (`filled`).
    private static func thermometer(_ p: SymbolPen, x: Double, top: Double, level: Double, filled: Bool) {
        let bulbY = 74.0, r = 12.0, bulb = 20.0
        let mercury = {
            p.segment(x, bulbY, x, level)
            p.stroke(scale: 1.1)
            p.dot(x, bulbY, 9)
        }
        thermometerTube(p, x: x, top: top, r: r, bulb: bulb, bulbY: bulbY)
        if filled {
            p.solid()
            p.erase {
                p.segment(x, bulbY, x, level)
                p.stroke(scale: 2.3)
                p.dot(x, bulbY, 9 + p.lineWidth * 0.6)
            }
        } else {
            p.stroke()
        }
        p.layer(1, multicolor: SymbolMulticolor.red) { mercury() }
    }

    /// A thermometer with its mercury half way up (SF Symbols' `thermometer.medium`, `thermometer` before SF Symbols
    /// 4); the mercury red in multicolour.
    static func thermometerMedium(_ p: SymbolPen) { thermometer(p, x: 50, top: 4, level: 44, filled: false) }

    /// A thermometer with its mercury low (`thermometer.low`).
    static func thermometerLow(_ p: SymbolPen) { thermometer(p, x: 50, top: 4, level: 60, filled: false) }

    /// A thermometer with its mercury near the top (`thermometer.high`).
    static func thermometerHigh(_ p: SymbolPen) { thermometer(p, x: 50, top: 4, level: 22, filled: false) }

    /// A sun (the secondary layer, yellow in multicolour) at the upper left of a thermometer: outlined, or both solid
    /// (`thermometer.sun.fill`).
    static func thermometerSun(_ p: SymbolPen, filled: Bool) {
        p.layer(1, multicolor: SymbolMulticolor.yellow) {
            p.sun(26, 30, r: 10, rayFrom: 17, rayTo: 23, filled: filled)
        }
        thermometer(p, x: 70, top: 8, level: 50, filled: filled)
    }

    /// A snowflake (the secondary layer) at the upper left of a thermometer whose mercury is low.
    static func thermometerSnowflake(_ p: SymbolPen) {
        p.layer(1) {
            for angle in [90.0, 30, 150] {
                let a = angle * .pi / 180
                p.segment(24 - cos(a) * 18, 30 - sin(a) * 18, 24 + cos(a) * 18, 30 + sin(a) * 18)
            }
            p.stroke()
        }
        thermometer(p, x: 70, top: 8, level: 62, filled: false)
    }

    /// The hammer upright: its head across the top, a striking face on the right and a claw tapering to the left,
    /// and its handle below.
    private static func hammerShape(_ p: SymbolPen, filled: Bool) {
        p.rotated(by: 45, about: 50, 50) {
            p.polyline(
                [(20, 31), (34, 19), (56, 19), (56, 13), (68, 13), (68, 43), (56, 43), (56, 39), (34, 39)],
                closed: true)
            if filled { p.solid() } else { p.stroke() }
            p.roundedRect(40, 39, 14, 56, radius: 7)
            if filled { p.solid() } else { p.stroke() }
        }
    }

    /// A claw hammer on the diagonal, its head at the top right (SF Symbols' `hammer`).
    static func hammer(_ p: SymbolPen) { hammerShape(p, filled: false) }

    /// A solid claw hammer.
    static func hammerFill(_ p: SymbolPen) { hammerShape(p, filled: true) }

    /// The pyramid's silhouette: its apex over a base seen from a corner.
    private static func pyramidOutline(_ p: SymbolPen) {
        p.polyline([(46, 6), (94, 74), (60, 94), (6, 78)], closed: true)
    }

    /// A square pyramid seen from a corner: two faces split by the edge from its apex to its nearest corner (SF
    /// Symbols' `pyramid`).
    static func pyramid(_ p: SymbolPen) {
        pyramidOutline(p)
        p.segment(46, 6, 60, 94)
        p.stroke()
    }

    /// A solid pyramid with the edge between its faces cut through it.
    static func pyramidFill(_ p: SymbolPen) {
        pyramidOutline(p)
        p.solid()
        p.erase {
            p.segment(46, 6, 60, 94)
            p.stroke(scale: 0.6)
        }
    }

    /// A gauge: an arc open at the bottom, ticks inside it and a needle from the hub (SF Symbols' `speedometer`).
    static func speedometer(_ p: SymbolPen) {
        p.newSubPath()
        p.arc(50, 56, 44, from: 135, to: 405)
        p.stroke()
        for angle in [180.0, 225, 270, 315, 360] {
            let a = angle * .pi / 180
            p.segment(50 + cos(a) * 34, 56 + sin(a) * 34, 50 + cos(a) * 28, 56 + sin(a) * 28)
        }
        p.stroke(scale: 0.8)
        let needle = 300 * Double.pi / 180
        p.segment(50, 56, 50 + cos(needle) * 30, 56 + sin(needle) * 30)
        p.stroke()
        p.dot(50, 56, 5 + p.lineWidth * 0.4)
    }

    /// A clock face inside two arrows going round it (SF Symbols' `clock.arrow.2.circlepath`: a history, a period).
    static func clockArrow2Circlepath(_ p: SymbolPen) {
        arrow2Circlepath(p)
        p.polyline([(50, 32), (50, 50), (62, 58)])
        p.stroke(scale: 0.9)
    }
}
