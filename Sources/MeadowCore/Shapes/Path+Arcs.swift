import Foundation

extension Path {
    /// Adds an arc of `delta` from `startAngle`, joined to the current point by a line, as SwiftUI's
    /// `addRelativeArc(center:radius:startAngle:delta:transform:)`: a positive delta turns toward larger angles,
    /// clockwise on screen.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta.radians < 0,
            transform: transform)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to the line from
    /// there to `tangent2End`, joined to the current point by a line, as SwiftUI's
    /// `addArc(tangent1End:tangent2End:radius:transform:)` (how a corner is rounded). With no current point it
    /// starts at `tangent1End`; when the lines are one line, or the radius is 0, it is a line to `tangent1End`.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let start = currentPoint else { return move(to: tangent1End.applying(transform)) }
        let corner = tangent1End.applying(transform), next = tangent2End.applying(transform)
        /// The unit vector from the corner toward `point`, or nil when they coincide.
        func direction(to point: CGPoint) -> CGVector? {
            let length = hypot(point.x - corner.x, point.y - corner.y)
            return length > 0 ? CGVector(dx: (point.x - corner.x) / length, dy: (point.y - corner.y) / length) : nil
        }
        guard radius > 0, let back = direction(to: start), let ahead = direction(to: next) else {
            return addLine(to: corner)
        }
        // The angle at the corner between the two lines: 0 or π when they are one line.
        let opening = acos(min(max(back.dx * ahead.dx + back.dy * ahead.dy, -1), 1))
        guard opening > 1e-12, opening < .pi - 1e-12 else { return addLine(to: corner) }
        let reach = radius / tan(opening / 2)
        let bisector = CGVector(dx: back.dx + ahead.dx, dy: back.dy + ahead.dy)
        let bisectorLength = hypot(bisector.dx, bisector.dy)
        let centreDistance = radius / sin(opening / 2)
        let centre = CGPoint(
            x: corner.x + bisector.dx / bisectorLength * centreDistance,
            y: corner.y + bisector.dy / bisectorLength * centreDistance)
        let first = CGPoint(x: corner.x + back.dx * reach, y: corner.y + back.dy * reach)
        let second = CGPoint(x: corner.x + ahead.dx * reach, y: corner.y + ahead.dy * reach)
        let startAngle = atan2(first.y - centre.y, first.x - centre.x)
        var sweep = atan2(second.y - centre.y, second.x - centre.x) - startAngle
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addRelativeArc(center: centre, radius: radius, startAngle: .radians(startAngle), delta: .radians(sweep))
    }

    /// Adds each rectangle as a closed subpath, as SwiftUI's `addRects(_:transform:)`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }
}
