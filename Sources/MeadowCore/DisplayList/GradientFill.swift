import Foundation

/// A gradient resolved for drawing: concrete colours and geometry in the coordinates of the list that holds it.
public struct GradientFill: Hashable, Sendable {
    /// Where the gradient's colours lie.
    public enum Geometry: Hashable, Sendable {
        /// Colours change along the line from `start` to `end`, constant across it; padded beyond its ends.
        case linear(start: CGPoint, end: CGPoint)
        /// Colours change from the circle of `startRadius` about `center` to the one of `endRadius`.
        case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Colours change with the angle about `center`, from `startAngle` to `endAngle` in radians, clockwise on
        /// screen from the positive x axis; outside that sweep the end colours continue.
        case angular(center: CGPoint, startAngle: Double, endAngle: Double)
        /// Colours change from the ellipse about `center` whose radii are `startFraction` of `radii` to the one
        /// whose radii are `endFraction` of them: a radial gradient stretched to `radii`' proportions.
        case elliptical(center: CGPoint, radii: CGSize, startFraction: CGFloat, endFraction: CGFloat)
    }

    /// One resolved colour at a location from 0 to 1.
    public struct Stop: Hashable, Sendable {
        public var color: RGBA
        public var location: Double
    }

    public var geometry: Geometry
    /// The stops, in order of location.
    public var stops: [Stop]

    /// The colour at `location` (0...1), interpolated between the stops around it and clamped at the ends.
    public func color(at location: Double) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        guard let upper = stops.firstIndex(where: { $0.location >= location }), upper > 0 else { return last.color }
        let (a, b) = (stops[upper - 1], stops[upper])
        let span = b.location - a.location
        let t = span > 0 ? (location - a.location) / span : 1
        return RGBA(
            red: a.color.red + (b.color.red - a.color.red) * t,
            green: a.color.green + (b.color.green - a.color.green) * t,
            blue: a.color.blue + (b.color.blue - a.color.blue) * t,
            alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * t)
    }
}
