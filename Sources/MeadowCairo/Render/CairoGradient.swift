import CCairo
import Foundation
import MeadowCore

/// Makes Cairo patterns for Meadow's gradients.
///
/// Linear and radial gradients are Cairo's own, padded beyond their ends as SwiftUI's are. Cairo has no conic
/// gradient, so an angular one is a mesh of thin wedges about its centre, each a patch whose colour runs from
/// the gradient's colour at one edge angle to the other's: at `wedgeAngle` the step between wedges is far under
/// an 8-bit colour step for any gradient of a few stops.
enum CairoGradient {
    /// The widest wedge of an angular gradient's mesh, in radians: 1°.
    static let wedgeAngle = Double.pi / 180

    /// A new pattern painting `gradient`, reaching over `bounds` (what it fills); the caller destroys it.
    static func pattern(for gradient: GradientFill, covering bounds: CGRect) -> OpaquePointer? {
        let pattern: OpaquePointer?
        switch gradient.geometry {
        case .linear(let start, let end):
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        case .radial(let center, let startRadius, let endRadius):
            pattern = cairo_pattern_create_radial(center.x, center.y, startRadius, center.x, center.y, endRadius)
        case .angular(let center, let startAngle, let endAngle):
            return conicMesh(gradient, center: center, startAngle: startAngle, endAngle: endAngle, covering: bounds)
        case .elliptical(let center, let radii, let startFraction, let endFraction):
            // Cairo's radial gradient about a unit of each radius, the pattern's matrix stretching it to them.
            guard radii.width > 0, radii.height > 0 else { return nil }
            pattern = cairo_pattern_create_radial(0, 0, startFraction, 0, 0, endFraction)
            var toUnit = cairo_matrix_t(
                xx: 1 / radii.width, yx: 0, xy: 0, yy: 1 / radii.height, x0: -center.x / radii.width,
                y0: -center.y / radii.height)
            if let pattern { cairo_pattern_set_matrix(pattern, &toUnit) }
        }
        guard let pattern else { return nil }
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    /// A mesh of wedges around `center` covering `bounds`. Inside the sweep from `startAngle` the colour follows
    /// the gradient; outside it, the half nearer the end keeps the last colour and the half nearer the start the
    /// first.
    private static func conicMesh(
        _ gradient: GradientFill, center: CGPoint, startAngle: Double, endAngle: Double, covering bounds: CGRect
    ) -> OpaquePointer? {
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        let sweep = min(max(endAngle - startAngle, .ulpOfOne), 2 * .pi)
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
        ]
        // Past the farthest corner, and past it still along each wedge's straight outer edge.
        let reach = (corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0) / cos(wedgeAngle / 2) + 1
        let outside = 2 * .pi - sweep
        func location(at turn: Double) -> Double {
            turn <= sweep ? turn / sweep : (turn - sweep < outside / 2 ? 1 : 0)
        }
        var edges = stride(from: 0, to: sweep, by: wedgeAngle).map { $0 } + [sweep]
        if outside > 0 {
            let middle = sweep + outside / 2
            edges += stride(from: sweep + wedgeAngle, to: middle, by: wedgeAngle).map { $0 } + [middle]
            edges += stride(from: middle + wedgeAngle, to: 2 * .pi, by: wedgeAngle).map { $0 } + [2 * .pi]
        }
        for (a0, a1) in zip(edges, edges.dropFirst()) {
            // The colour just inside each wedge, so the wedges either side of the outside's middle keep theirs.
            let c0 = gradient.color(at: location(at: min(a0 + wedgeAngle / 1000, a1)))
            let c1 = gradient.color(at: location(at: max(a1 - wedgeAngle / 1000, a0)))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(
                mesh, center.x + reach * cos(startAngle + a0), center.y + reach * sin(startAngle + a0))
            cairo_mesh_pattern_line_to(
                mesh, center.x + reach * cos(startAngle + a1), center.y + reach * sin(startAngle + a1))
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            for (corner, color) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(
                    mesh, UInt32(corner), color.red, color.green, color.blue, color.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}
