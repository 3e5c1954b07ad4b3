import CCairo
import Foundation

/// The drawing of each glyph on the 100 × 100 design grid (y down).
///
/// Outline glyphs keep their stroke centres within 4...96 so that the thickest weight still fits;
/// solids are drawn with `SymbolPen.solid()` so their corners round with the weight.
enum SymbolGlyphs {
    // MARK: Marks and arrows

    /// Two crossed diagonals.
    static func xmark(_ p: SymbolPen) {
        p.segment(20, 20, 80, 80)
        p.segment(80, 20, 20, 80)
        p.stroke()
    }

    /// A horizontal and a vertical bar.
    static func plus(_ p: SymbolPen) {
        p.segment(12, 50, 88, 50)
        p.segment(50, 12, 50, 88)
        p.stroke()
    }

    /// A horizontal bar: `minus`, `plus` without its upright.
    static func minus(_ p: SymbolPen) {
        p.segment(12, 50, 88, 50)
        p.stroke()
    }

    /// An open angle pointing left.
    static func chevronLeft(_ p: SymbolPen) {
        p.polyline([(66, 10), (30, 50), (66, 90)])
        p.stroke()
    }

    /// An open angle pointing right.
    static func chevronRight(_ p: SymbolPen) {
        p.polyline([(34, 10), (70, 50), (34, 90)])
        p.stroke()
    }

    /// A ring around a small right-pointing chevron.
    static func chevronRightCircle(_ p: SymbolPen) {
        inRing(p) { p in
            p.polyline([(43, 29), (62, 50), (43, 71)])
            p.stroke()
        }
    }

    /// A ring with a handle to the lower right.
    static func magnifyingGlass(_ p: SymbolPen) {
        p.circle(42, 42, 32)
        p.stroke()
        p.segment(65, 65, 90, 90)
        p.stroke(scale: 1.35)
    }

    /// A magnifying glass with a small location arrow in its lens.
    static func locationMagnifyingglass(_ p: SymbolPen) {
        magnifyingGlass(p)
        p.polyline([(28, 42), (56, 28), (42, 56), (41, 43)], closed: true)
        p.solid(scale: 0.5)
    }

    /// A solid disc with three dots cut out of it; the dots grow with the weight.
    static func ellipsisCircleFill(_ p: SymbolPen) {
        cutOfDisc(p) { p in
            for x in [27.0, 50, 73] { p.dot(x, 50, 5 + p.lineWidth / 4) }
        }
    }

    // MARK: Shapes

    /// An upright equilateral triangle.
    static func triangle(_ p: SymbolPen) {
        p.polyline([(50, 12), (94, 88), (6, 88)], closed: true)
        p.stroke()
    }

    /// The five-pointed star path.
    private static func starPath(_ p: SymbolPen) {
        let outer = 47.0, inner = 21.0, cx = 50.0, cy = 54.0
        var points: [(Double, Double)] = []
        for i in 0..<10 {
            let r = i.isMultiple(of: 2) ? outer : inner
            let a = (-90 + Double(i) * 36) * .pi / 180
            points.append((cx + cos(a) * r, cy + sin(a) * r))
        }
        p.polyline(points, closed: true)
    }

    /// A five-pointed star outline.
    static func star(_ p: SymbolPen) {
        starPath(p)
        p.stroke()
    }

    /// A solid five-pointed star.
    static func starFill(_ p: SymbolPen) {
        starPath(p)
        p.solid()
    }

    /// An oval speech bubble with its tail at the bottom left.
    static func bubbleLeft(_ p: SymbolPen) {
        let cx = 52.0, cy = 45.0, rx = 43.0, ry = 36.0
        p.newSubPath()
        // From the tail's inner edge round the bubble to the tail's outer edge, which meets
        // the oval at 145° along its tangent.
        p.ellipseArc(cx, cy, rx, ry, from: 145, to: 112 + 360)
        p.curve(28, 86, 16, 92, 6, 92)
        p.curve(14, 86, 25.8, 76.4, 16.8, 65.6)
        p.close()
        p.stroke()
    }

    /// Three rows, each a dot and a line.
    static func listBullet(_ p: SymbolPen) {
        let rows = [20.0, 50, 80]
        for y in rows { p.segment(32, y, 92, y) }
        p.stroke()
        for y in rows { p.dot(12, y, 4 + p.lineWidth * 0.45) }
    }

    // MARK: Objects

    /// A window: rounded frame, title-bar rule and three traffic-light dots.
    static func macWindow(_ p: SymbolPen) {
        p.roundedRect(6, 12, 88, 76, radius: 12)
        p.segment(6, 34, 94, 34)
        p.stroke()
        // The dots grow with the weight but keep clear of the frame and the rule.
        let r = min(2 + p.lineWidth * 0.25, (22 - p.lineWidth) / 2 - 1.2)
        for x in [17.0, 27.5, 38] { p.dot(x, 23, r) }
    }

    /// Three outlined bars rising left to right.
    static func chartBar(_ p: SymbolPen) {
        p.roundedRect(8, 56, 20, 36, radius: 4)
        p.roundedRect(40, 32, 20, 60, radius: 4)
        p.roundedRect(72, 8, 20, 84, radius: 4)
        p.stroke()
    }

    /// A pie with its top-right quarter pulled out, far enough to leave a clear gap at any weight.
    static func chartPie(_ p: SymbolPen) {
        let offset = p.lineWidth + 6
        let r = 46 - offset / 2
        let (mainX, mainY) = (50 - offset / 2, 50 + offset / 2)
        let (sliceX, sliceY) = (50 + offset / 2, 50 - offset / 2)
        p.move(mainX, mainY)
        p.arc(mainX, mainY, r, from: 0, to: 270)
        p.close()
        p.move(sliceX, sliceY)
        p.arc(sliceX, sliceY, r, from: 270, to: 360)
        p.close()
        p.stroke()
    }

    /// A closed book seen from the front: a solid cover split from its spine, with the page
    /// block showing as a gap above the bottom board.
    static func bookFill(_ p: SymbolPen) {
        p.roundedRect(16, 6, 68, 88, radius: 8)
        p.solid()
        p.erase {
            p.segment(29, 0, 29, 100)
            p.stroke(scale: 0.6)
            cairo_rectangle(p.cr, 29, 74, 70, 10)
            p.fill()
        }
    }

    /// A padlock: shackle above a solid body with a keyhole.
    static func lockFill(_ p: SymbolPen) {
        p.move(30, 50)
        p.line(30, 30)
        p.arc(50, 30, 20, from: 180, to: 360)
        p.line(70, 50)
        p.stroke(scale: 1.2)
        p.roundedRect(16, 44, 68, 50, radius: 8)
        p.solid()
        p.erase {
            p.dot(50, 64, 7)
            p.segment(50, 66, 50, 80)
            p.stroke(scale: 0.7)
        }
    }

    /// A ribbon bookmark with a notched foot.
    static func bookmarkFill(_ p: SymbolPen) {
        p.polyline([(22, 6), (78, 6), (78, 94), (50, 72), (22, 94)], closed: true)
        p.solid()
    }

    /// The folder silhouette: a wide body with a tab rising at its top left.
    private static func folderPath(_ p: SymbolPen) {
        p.polyline([(6, 20), (34, 20), (42, 28), (94, 28), (94, 82), (6, 82)], closed: true)
    }

    /// A solid folder.
    static func folderFill(_ p: SymbolPen) {
        folderPath(p)
        p.solid()
    }

    /// A solid folder with a plus badge cut into its lower-right corner.
    static func folderFillBadgePlus(_ p: SymbolPen) {
        folderPath(p)
        p.solid()
        let badge = {
            p.segment(64, 78, 92, 78)
            p.segment(78, 64, 78, 92)
        }
        // A gap a line width wide around the plus, then the plus itself.
        p.erase {
            badge()
            p.stroke(scale: 3)
        }
        badge()
        p.stroke()
    }

    // MARK: Weather

    /// A ring with eight rays, yellow in multicolour.
    static func sunMax(_ p: SymbolPen) {
        p.layer(0, multicolor: SymbolMulticolor.yellow) { p.sun(50, 50, r: 18, rayFrom: 31, rayTo: 44, filled: false) }
    }

    /// A disc with eight rays, yellow in multicolour.
    static func sunMaxFill(_ p: SymbolPen) {
        p.layer(0, multicolor: SymbolMulticolor.yellow) { p.sun(50, 50, r: 20, rayFrom: 31, rayTo: 44, filled: true) }
    }

    /// A sun with only its upper rays, above two staggered rows of dust specks.
    private static func sunDust(_ p: SymbolPen, filled: Bool) {
        p.sun(50, 40, r: filled ? 16 : 15, rayFrom: 25, rayTo: 34, rays: [180, 225, 270, 315, 0], filled: filled)
        let r = 2 + p.lineWidth * 0.3
        for (x, y) in [(14.0, 74.0), (32, 74), (50, 74), (68, 74), (86, 74), (23, 92), (41, 92), (59, 92), (77, 92)] {
            p.dot(x, y, r)
        }
    }

    /// An outlined sun above dust specks.
    static func sunDustOutline(_ p: SymbolPen) { sunDust(p, filled: false) }

    /// A solid sun above dust specks.
    static func sunDustFill(_ p: SymbolPen) { sunDust(p, filled: true) }

    /// A sun above horizontal haze lines.
    static func sunHaze(_ p: SymbolPen) {
        p.sun(50, 38, r: 13, rayFrom: 22, rayTo: 31, rays: [180, 225, 270, 315, 0], filled: false)
        p.segment(8, 68, 40, 68)
        p.segment(54, 68, 92, 68)
        p.segment(8, 86, 62, 86)
        p.segment(76, 86, 92, 86)
        p.stroke()
    }

    /// A sun peeking from behind the upper right of a cloud: the cloud the primary layer (solid and white in
    /// multicolour when `filled`), the sun the secondary (yellow in multicolour).
    private static func cloudSun(_ p: SymbolPen, filled: Bool) {
        // Only the rays that clear the cloud; the others would show as stubs beside it.
        p.layer(1, multicolor: SymbolMulticolor.yellow) {
            p.sun(70, 29, r: 12, rayFrom: 19, rayTo: 25, rays: [225, 270, 315, 0, 45], filled: filled)
        }
        p.layer(0, multicolor: filled ? SymbolMulticolor.white : nil) {
            p.cloudInFront(dx: 2, dy: 14, scale: 0.72, filled: filled)
        }
    }

    /// A cloud in front of a sun, with rain below (a secondary layer, blue in multicolour).
    static func cloudSunRain(_ p: SymbolPen, filled: Bool) {
        cloudSun(p, filled: filled)
        p.layer(1, multicolor: SymbolMulticolor.blue) {
            for x in [24.0, 40, 56] { p.segment(x, 80, x - 5, 94) }
            p.stroke()
        }
    }

    /// A cloud in front of a sun, with a lightning bolt below (a secondary layer, yellow in multicolour).
    static func cloudSunBolt(_ p: SymbolPen, filled: Bool) {
        cloudSun(p, filled: filled)
        p.boltInFront(x: 28, y: 56, height: 38)
    }

    /// A solid cloud (the primary layer, white in multicolour) with slanted rain below (the secondary, blue).
    static func cloudRainFill(_ p: SymbolPen) {
        p.layer(0, multicolor: SymbolMulticolor.white) {
            p.cloud(dx: 5, dy: -9, scale: 0.9)
            p.solid()
        }
        p.layer(1, multicolor: SymbolMulticolor.blue) {
            for x in [32.0, 51, 70] { p.segment(x, 74, x - 6, 92) }
            p.stroke()
        }
    }

    /// A cloud (the primary layer) with a solid lightning bolt crossing its base (the secondary, yellow in
    /// multicolour), cut into the cloud with a gap around it: outlined (`cloud.bolt`), or solid and white in
    /// multicolour (`cloud.bolt.fill`).
    static func cloudBolt(_ p: SymbolPen, filled: Bool) {
        p.layer(0, multicolor: filled ? SymbolMulticolor.white : nil) {
            p.cloud(dx: 0, dy: -10, scale: 1)
            if filled { p.solid() } else { p.stroke() }
        }
        p.boltInFront(x: 38, y: 48, height: 48)
    }

    /// A six-armed snowflake with a chevron near each tip.
    static func snow(_ p: SymbolPen) {
        for angle in stride(from: -90.0, to: 270, by: 60) {
            let a = angle * .pi / 180
            let (ux, uy) = (cos(a), sin(a))
            p.segment(50, 50, 50 + ux * 44, 50 + uy * 44)
            // A V-shaped pair of branches, 28 units out, opening towards the tip.
            let bx = 50 + ux * 28, by = 50 + uy * 28
            for side in [-1.0, 1.0] {
                let b = a + side * 45 * .pi / 180
                p.move(bx + cos(b) * 13, by + sin(b) * 13)
                p.line(bx, by)
            }
        }
        p.stroke()
    }
}
