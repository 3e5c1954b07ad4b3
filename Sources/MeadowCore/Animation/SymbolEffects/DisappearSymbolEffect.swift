/// A symbol hidden, as the Symbols framework's `DisappearSymbolEffect` (iOS 17): while the effect is active the
/// symbol shrinks to half its size (`down`, the default) or grows half as large again (`up`) as it fades out,
/// springing there, and back when the effect stops.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, SymbolEffectMotion {
    private var isUp = false
    private var isByLayer = false

    /// Shrinks as it fades.
    public var down: DisappearSymbolEffect {
        var effect = self
        effect.isUp = false
        return effect
    }

    /// Grows as it fades.
    public var up: DisappearSymbolEffect {
        var effect = self
        effect.isUp = true
        return effect
    }

    /// The layers disappear one after another (Meadow's one-layer symbols disappear whole).
    public var byLayer: DisappearSymbolEffect {
        var effect = self
        effect.isByLayer = true
        return effect
    }

    /// The whole symbol disappears at once.
    public var wholeSymbol: DisappearSymbolEffect {
        var effect = self
        effect.isByLayer = false
        return effect
    }

    var motion: SymbolMotion { .state(active: SymbolPose(scale: isUp ? 1.5 : 0.5, opacity: 0), inactive: SymbolPose()) }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// The symbol hidden.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
