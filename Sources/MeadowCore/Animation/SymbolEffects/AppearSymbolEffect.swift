/// A symbol shown, as the Symbols framework's `AppearSymbolEffect` (iOS 17): while the effect is active the symbol
/// is there; while it is not, the symbol is hidden, half its size (`down`, the default) or half as large again
/// (`up`) and transparent, and it springs between the two.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, SymbolEffectMotion {
    private var isUp = false
    private var isByLayer = false

    /// Grows out of a smaller symbol.
    public var down: AppearSymbolEffect {
        var effect = self
        effect.isUp = false
        return effect
    }

    /// Shrinks out of a larger symbol.
    public var up: AppearSymbolEffect {
        var effect = self
        effect.isUp = true
        return effect
    }

    /// The layers appear one after another (Meadow's one-layer symbols appear whole).
    public var byLayer: AppearSymbolEffect {
        var effect = self
        effect.isByLayer = true
        return effect
    }

    /// The whole symbol appears at once.
    public var wholeSymbol: AppearSymbolEffect {
        var effect = self
        effect.isByLayer = false
        return effect
    }

    var motion: SymbolMotion { .state(active: SymbolPose(), inactive: SymbolPose(scale: isUp ? 1.5 : 0.5, opacity: 0)) }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// The symbol shown.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
