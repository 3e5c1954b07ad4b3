import Foundation

/// An element's value as a number between bounds, moved a step at a time: what AT-SPI's `Value` interface reads
/// (`CurrentValue`, `MinimumValue`, `MaximumValue`, `MinimumIncrement`), as GTK 4 exposes a spin button's
/// adjustment. A `Stepper`'s count and a wheel's row say it where the spoken value does not.
public struct AccessibilityNumericValue: Hashable, Sendable, CustomStringConvertible {
    public var current: Double
    public var minimum: Double
    public var maximum: Double
    public var step: Double

    public init(current: Double, minimum: Double, maximum: Double, step: Double) {
        self.current = current
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }

    /// `current` within its bounds and step, as a dump shows it: `2 in 0...10 by 1`.
    public var description: String {
        "\(Self.format(current)) in \(Self.format(minimum))...\(Self.format(maximum)) by \(Self.format(step))"
    }

    private static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return abs(number) >= 1e15 ? (number < 0 ? "-inf" : "inf") : String(format: "%g", number)
    }
}
