/// A symbol scaled while the effect is active, as the Symbols framework's `ScaleSymbolEffect` (iOS 17): a fifth
/// larger (`up`) or smaller (`down`), springing there and back.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, SymbolEffectMotion {
    private var isDown = false
    private var isByLayer = false

    /// Scaled up, the default.
    public var up: ScaleSymbolEffect {
        var effect = self
        effect.isDown = false
        return effect
    }

    /// Scaled down.
    public var down: ScaleSymbolEffect {
        var effect = self
        effect.isDown = true
        return effect
    }

    /// The layers scale one after another (Meadow's one-layer symbols scale whole).
    public var byLayer: ScaleSymbolEffect {
        var effect = self
        effect.isByLayer = true
        return effect
    }

    /// The whole symbol scales at once.
    public var wholeSymbol: ScaleSymbolEffect {
        var effect = self
        effect.isByLayer = false
        return effect
    }

    var motion: SymbolMotion { .state(active: SymbolPose(scale: isDown ? 0.8 : 1.2), inactive: SymbolPose()) }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// The symbol scaled while active.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
