/// How a symbol effect plays: how often, and how fast, as the Symbols framework's `SymbolEffectOptions` (iOS 17).
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How many times the effect plays; nil for the effect's own default (once for a change of value, for ever
    /// while an indefinite effect is active).
    var repeatCount: Int?
    var speed: Double = 1

    /// The effect's defaults.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Plays the effect over and over.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
    /// Plays the effect once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }

    /// Plays the effect `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }

    /// Plays the effect `speed` times as fast.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// These options, playing over and over.
    public var repeating: SymbolEffectOptions {
        var options = self
        options.repeatCount = .max
        return options
    }

    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions { self.repeat(1) }

    /// These options, playing `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var options = self
        options.repeatCount = max(count, 1)
        return options
    }

    /// These options, `speed` times as fast.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var options = self
        options.speed *= max(speed, 0.0001)
        return options
    }
}
