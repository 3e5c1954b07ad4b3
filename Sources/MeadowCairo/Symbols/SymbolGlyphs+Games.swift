import CCairo
import Foundation

/// What games, timers and trackers label their scores, clocks and reminders with (trophy, grids, badged bell,
/// stopwatch, alarm clock, pie chart, history clock, three people, record and inset circles, a health card), on
/// the 100 × 100 grid.
extension SymbolGlyphs {
    /// A solid cup with two handles, on a stem and a base.
    static func trophyFill(_ p: SymbolPen) {
        p.move(24, 8)
        p.line(76, 8)
        p.line(76, 30)
        p.curve(76, 48, 64, 60, 50, 60)
        p.curve(36, 60, 24, 48, 24, 30)
        p.close()
        p.solid()
        p.move(24, 16)
        p.curve(6, 16, 6, 40, 26, 44)
        p.move(76, 16)
        p.curve(94, 16, 94, 40, 74, 44)
        p.stroke()
        p.segment(50, 60, 50, 76)
        p.stroke()
        p.roundedRect(28, 78, 44, 14, radius: 4)
        p.solid()
    }

    /// Four solid rounded squares in a two-by-two grid.
    static func squareGrid2x2Fill(_ p: SymbolPen) {
        for (x, y) in [(8.0, 8.0), (56, 8), (8, 56), (56, 56)] { p.roundedRect(x, y, 36, 36, radius: 8) }
        p.solid()
    }

    /// A solid bell with a badge dot at its top right, cut free of the bell by a gap.
    static func bellBadgeFill(_ p: SymbolPen) {
        let badge = (x: 78.0, y: 20.0, r: 14.0)
        p.layer(0) {
            bellPath(p)
            p.solid()
            p.newSubPath()
            p.arc(50, 82, 10, from: 0, to: 180)
            p.close()
            p.solid()
            p.erase { p.dot(badge.x, badge.y, badge.r + 4 + p.lineWidth / 2) }
        }
        p.layer(1, multicolor: SymbolMulticolor.red) { p.dot(badge.x, badge.y, badge.r) }
    }

    /// A solid stopwatch: a disc with its crown and a side button, the hand cut out of it.
    static func stopwatchFill(_ p: SymbolPen) {
        p.circle(50, 57, 36)
        p.solid()
        p.segment(50, 20, 50, 10)
        p.segment(40, 8, 60, 8)
        p.segment(80, 26, 86, 20)
        p.stroke()
        p.erase {
            p.segment(50, 57, 50, 36)
            p.stroke(scale: 0.9)
        }
    }

    /// A solid alarm clock: a disc with two bells on top and two feet, its hands cut out of it.
    static func alarmFill(_ p: SymbolPen) {
        p.circle(50, 54, 34)
        p.solid()
        p.newSubPath()
        p.arc(20, 22, 12, from: 135, to: 315)
        p.close()
        p.newSubPath()
        p.arc(80, 22, 12, from: 225, to: 405)
        p.close()
        p.solid()
        p.segment(28, 84, 20, 92)
        p.segment(72, 84, 80, 92)
        p.stroke()
        p.erase {
            p.polyline([(50, 34), (50, 54), (64, 62)])
            p.stroke(scale: 0.9)
        }
    }

    /// A solid pie with a quarter slice pulled out of it towards the top right.
    static func chartPieFill(_ p: SymbolPen) {
        let offset = p.lineWidth + 6
        let r = 44 - offset / 2
        let (mainX, mainY) = (50 - offset / 2, 50 + offset / 2)
        let (sliceX, sliceY) = (50 + offset / 2, 50 - offset / 2)
        p.move(mainX, mainY)
        p.arc(mainX, mainY, r, from: 0, to: 270)
        p.close()
        p.move(sliceX, sliceY)
        p.arc(sliceX, sliceY, r, from: 270, to: 360)
        p.close()
        p.solid()
    }

    /// A clock's hands inside a circle open at its left, an arrowhead at the gap's upper end: history.
    static func clockArrowCirclepath(_ p: SymbolPen) {
        p.newSubPath()
        p.arc(52, 50, 40, from: 200, to: 520)
        p.stroke()
        p.polyline([(5, 36), (25, 36), (15, 52)], closed: true)
        p.solid(scale: 0.75)
        p.polyline([(52, 28), (52, 50), (66, 60)])
        p.stroke(scale: 0.9)
    }

    /// Three solid people: one in front, two behind at either side.
    static func person3Fill(_ p: SymbolPen) {
        for x in [20.0, 80] {
            p.circle(x, 34, 11)
            p.solid()
            p.move(x - 14, 74)
            p.curve(x - 14, 60, x - 8, 54, x, 54)
            p.curve(x + 8, 54, x + 14, 60, x + 14, 74)
            p.close()
            p.solid()
        }
        p.erase {
            p.circle(50, 36, 15)
            p.move(24, 92)
            p.curve(24, 72, 36, 62, 50, 62)
            p.curve(64, 62, 76, 72, 76, 92)
            p.close()
            p.solid(scale: 3)
        }
        p.circle(50, 36, 15)
        p.solid()
        p.move(24, 92)
        p.curve(24, 72, 36, 62, 50, 62)
        p.curve(64, 62, 76, 72, 76, 92)
        p.close()
        p.solid()
    }

    /// A ring with a solid disc inset in it.
    static func circleInsetFilled(_ p: SymbolPen) {
        p.circle(50, 50, 44)
        p.stroke()
        p.dot(50, 50, 28)
    }

    /// A solid disc with a dot in its middle, cut free of it by a ring: the record mark.
    static func recordCircleFill(_ p: SymbolPen) {
        p.circle(50, 50, 47)
        p.fill()
        p.erase { p.dot(50, 50, 28) }
        p.dot(50, 50, 20)
    }

    /// A ring round a solid dot: the outlined form of the record button.
    static func recordCircle(_ p: SymbolPen) {
        p.circle(50, 50, 46)
        p.stroke()
        p.dot(50, 50, 22)
    }

    /// A solid rounded square with a heart and three lines of text cut out of it: a health record.
    static func heartTextSquareFill(_ p: SymbolPen) {
        p.roundedRect(6, 6, 88, 88, radius: 16)
        p.solid()
        p.erase {
            cairo_save(p.cr)
            cairo_translate(p.cr, 20, 20)
            cairo_scale(p.cr, 0.3, 0.3)
            heartPath(p)
            cairo_restore(p.cr)
            p.fill()
            p.segment(56, 30, 78, 30)
            p.segment(22, 54, 78, 54)
            p.segment(22, 72, 64, 72)
            p.stroke(scale: 0.9)
        }
    }
}
