import Foundation

/// Colours placed along a line from 0 to 1, as SwiftUI's `Gradient`; what `LinearGradient`, `RadialGradient` and
/// `AngularGradient` paint.
public struct Gradient: Hashable, Sendable {
    /// One colour of a gradient at a location from 0 to 1, as SwiftUI's `Gradient.Stop`.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient through `colors` spaced evenly from 0 to 1, as SwiftUI spaces them.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    /// The stops resolved in `environment`, in order of location.
    func resolvedStops(in environment: EnvironmentValues) -> [GradientFill.Stop] {
        stops.map { GradientFill.Stop(color: $0.color.resolve(in: environment), location: Double($0.location)) }
            .sorted { $0.location < $1.location }
    }
}
