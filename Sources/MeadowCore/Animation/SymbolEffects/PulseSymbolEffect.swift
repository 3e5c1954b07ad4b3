import Foundation

/// A pulse of opacity, as the Symbols framework's `PulseSymbolEffect` (iOS 17): the symbol fades to about a third
/// and back, once a second.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectMotion {
    private var isByLayer = false

    /// The layers pulse in turn (Meadow's one-layer symbols pulse whole).
    public var byLayer: PulseSymbolEffect {
        var effect = self
        effect.isByLayer = true
        return effect
    }

    /// The whole symbol pulses.
    public var wholeSymbol: PulseSymbolEffect {
        var effect = self
        effect.isByLayer = false
        return effect
    }

    /// The opacity at the bottom of a pulse.
    static let dimmest = 0.35

    var motion: SymbolMotion {
        .cycle(duration: 1) { fraction in SymbolPose(opacity: 1 - (1 - Self.dimmest) * sin(.pi * fraction)) }
    }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse of the symbol's opacity.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
