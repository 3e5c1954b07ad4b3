import CCairo
import Foundation

/// The floor's stand-in for the engine's symbol glyphs (internal to MeadowCairo): plain paths of about the same
/// complexity (rings, rays, arcs, dots, a bolt) on a 100 × 100 design grid, painted directly with no group,
/// clip or erasing.
enum FloorSymbol {
    /// How a part of a glyph is painted.
    enum Paint {
        /// Stroked with round caps and joins, `widthScale` × the regular stroke width.
        case stroke(widthScale: Double)
        /// Filled; even-odd punches overlapping sub-paths out.
        case fill(evenOdd: Bool)
    }

    /// A part of a glyph: a path built in design units on a context, and its paint.
    struct Part {
        let paint: Paint
        let build: (OpaquePointer) -> Void
    }

    /// The stroke width, in design units, of a regular-weight glyph.
    static let lineWidth = 8.0

    /// The parts of the glyph standing in for `name`; an unknown name gets a ring.
    static func parts(named name: String) -> [Part] {
        switch name {
        case "sun.max":
            return sun(50, 50, r: 18, rayFrom: 31, rayTo: 44, rays: allRays)
        case "sun.dust":
            return sun(50, 40, r: 15, rayFrom: 25, rayTo: 34, rays: upperRays) + [
                Part(paint: .fill(evenOdd: false)) { cr in
                    let specks: [(Double, Double)] = [
                        (14, 74), (32, 74), (50, 74), (68, 74), (86, 74), (23, 92), (41, 92), (59, 92), (77, 92),
                    ]
                    for (x, y) in specks { circle(cr, x, y, 2 + lineWidth * 0.3) }
                }
            ]
        case "sun.haze":
            return sun(50, 38, r: 13, rayFrom: 22, rayTo: 31, rays: upperRays) + [
                Part(paint: .stroke(widthScale: 1)) { cr in
                    for (x0, x1, y) in [(8.0, 40.0, 68.0), (54, 92, 68), (8, 62, 86), (76, 92, 86)] {
                        segment(cr, x0, y, x1, y)
                    }
                }
            ]
        case "cloud.sun.rain":
            return cloudSun() + [
                Part(paint: .stroke(widthScale: 1)) { cr in
                    for x in [24.0, 40, 56] { segment(cr, x, 80, x - 5, 94) }
                }
            ]
        case "cloud.sun.bolt":
            return cloudSun() + [
                Part(paint: .fill(evenOdd: false)) { cr in
                    let bolt: [(Double, Double)] = [(6, 0), (18, 0), (11, 15), (20, 15), (3, 40), (8, 23), (0, 23)]
                    cairo_move_to(cr, 28 + bolt[0].0 * 0.95, 56 + bolt[0].1 * 0.95)
                    for (x, y) in bolt.dropFirst() { cairo_line_to(cr, 28 + x * 0.95, 56 + y * 0.95) }
                    cairo_close_path(cr)
                }
            ]
        case "ellipsis.circle.fill":
            return [
                Part(paint: .fill(evenOdd: true)) { cr in
                    circle(cr, 50, 50, 48)
                    for x in [27.0, 50, 73] { circle(cr, x, 50, 5 + lineWidth / 4) }
                }
            ]
        case "magnifyingglass":
            return [
                Part(paint: .stroke(widthScale: 1)) { cr in circle(cr, 42, 42, 32) },
                Part(paint: .stroke(widthScale: 1.35)) { cr in segment(cr, 65, 65, 90, 90) },
            ]
        default:
            return [Part(paint: .stroke(widthScale: 1)) { cr in circle(cr, 50, 50, 46) }]
        }
    }

    private static let allRays: [Double] = [0, 45, 90, 135, 180, 225, 270, 315]
    private static let upperRays: [Double] = [180, 225, 270, 315, 0]

    /// A ring with rays at `rays` degrees from radius `rayFrom` to `rayTo`.
    private static func sun(_ cx: Double, _ cy: Double, r: Double, rayFrom: Double, rayTo: Double, rays: [Double]) -> [Part] {
        [
            Part(paint: .stroke(widthScale: 1)) { cr in
                circle(cr, cx, cy, r)
                for angle in rays {
                    let a = angle * .pi / 180
                    segment(cr, cx + cos(a) * rayFrom, cy + sin(a) * rayFrom, cx + cos(a) * rayTo, cy + sin(a) * rayTo)
                }
            }
        ]
    }

    /// A sun at the upper right behind a cloud outline of three arcs on a flat base.
    private static func cloudSun() -> [Part] {
        sun(70, 29, r: 12, rayFrom: 19, rayTo: 25, rays: [225, 270, 315, 0, 45]) + [
            Part(paint: .stroke(widthScale: 1)) { cr in
                cairo_new_sub_path(cr)
                cairo_arc(cr, 16.4, 58.6, 11.5, 90 * .pi / 180, 250 * .pi / 180)
                cairo_arc(cr, 35.8, 46.4, 19.4, 200 * .pi / 180, 330 * .pi / 180)
                cairo_arc(cr, 56.7, 55.8, 14.4, 260 * .pi / 180, 90 * .pi / 180)
                cairo_close_path(cr)
            }
        ]
    }

    private static func circle(_ cr: OpaquePointer, _ cx: Double, _ cy: Double, _ r: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, cx, cy, r, 0, 2 * .pi)
        cairo_close_path(cr)
    }

    private static func segment(_ cr: OpaquePointer, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        cairo_move_to(cr, x0, y0)
        cairo_line_to(cr, x1, y1)
    }
}
