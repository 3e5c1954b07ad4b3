import Foundation

/// Layers lit one after another, as the Symbols framework's `VariableColorSymbolEffect` (iOS 17). Meadow's
/// symbols are one layer, which goes through what each layer of an SF Symbol goes through: dimmed to about a third,
/// lit again, once every 1.2 seconds (hidden rather than dimmed with `hideInactiveLayers`).
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectMotion {
    private var isCumulative = false
    private var isReversing = false
    private var hidesInactiveLayers = false

    /// Each layer lights and dims in turn, the default.
    public var iterative: VariableColorSymbolEffect {
        var effect = self
        effect.isCumulative = false
        return effect
    }

    /// Each layer lights and stays lit until all are.
    public var cumulative: VariableColorSymbolEffect {
        var effect = self
        effect.isCumulative = true
        return effect
    }

    /// The lighting runs back once it has gone through the layers.
    public var reversing: VariableColorSymbolEffect {
        var effect = self
        effect.isReversing = true
        return effect
    }

    /// The lighting starts over once it has gone through the layers.
    public var nonReversing: VariableColorSymbolEffect {
        var effect = self
        effect.isReversing = false
        return effect
    }

    /// Unlit layers are hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect {
        var effect = self
        effect.hidesInactiveLayers = true
        return effect
    }

    /// Unlit layers are dimmed, the default.
    public var dimInactiveLayers: VariableColorSymbolEffect {
        var effect = self
        effect.hidesInactiveLayers = false
        return effect
    }

    /// The opacity of an unlit layer.
    static let dimmed = 0.35

    var motion: SymbolMotion {
        let unlit = hidesInactiveLayers ? 0 : Self.dimmed
        return .cycle(duration: 1.2) { fraction in SymbolPose(opacity: 1 - (1 - unlit) * sin(.pi * fraction)) }
    }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Layers lit one after another.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
