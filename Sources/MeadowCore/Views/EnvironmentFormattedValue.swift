import Foundation

/// A value a `Text` writes for the environment it is shown in, as SwiftUI's `Text(_:format:)` and
/// `Text(_:style:)` write theirs in the environment's locale, calendar and time zone (so a
/// `.environment(\.locale, ...)` above the text changes it, where a string formatted beforehand would not).
protocol EnvironmentFormattedValue: Sendable {
    /// The value written for `environment`.
    func string(in environment: EnvironmentValues) -> String

    /// Whether `other` writes the same value in the same way, so a text holding it shows the same.
    func isEqual(to other: any EnvironmentFormattedValue) -> Bool
}
