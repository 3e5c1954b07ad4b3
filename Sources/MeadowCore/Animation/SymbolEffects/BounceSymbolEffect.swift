import Foundation

/// A transient bounce, as the Symbols framework's `BounceSymbolEffect` (iOS 17): the symbol swells (or, `down`,
/// shrinks) by up to a fifth and settles back, in half a second.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectMotion {
    private var isDown = false
    private var isByLayer = false

    /// The bounce upward, the default.
    public var up: BounceSymbolEffect {
        var effect = self
        effect.isDown = false
        return effect
    }

    /// The bounce downward.
    public var down: BounceSymbolEffect {
        var effect = self
        effect.isDown = true
        return effect
    }

    /// The layers bounce one after another (Meadow's one-layer symbols bounce whole).
    public var byLayer: BounceSymbolEffect {
        var effect = self
        effect.isByLayer = true
        return effect
    }

    /// The whole symbol bounces at once.
    public var wholeSymbol: BounceSymbolEffect {
        var effect = self
        effect.isByLayer = false
        return effect
    }

    /// The largest change of scale.
    static let amplitude = 0.2

    var motion: SymbolMotion {
        let sign = isDown ? -1.0 : 1.0
        // A quick swell that eases back: sin(πf)·(1 − f) peaks about a third of the way and is 0 at both ends.
        return .cycle(duration: 0.5) { fraction in
            SymbolPose(scale: 1 + sign * Self.amplitude * 1.6 * sin(.pi * fraction) * (1 - fraction))
        }
    }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A transient bounce of the symbol.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
