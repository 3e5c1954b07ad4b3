/// An animation of a symbol image, as the Symbols framework's `SymbolEffect` (iOS 17), added with
/// `symbolEffect(_:options:value:)` or `symbolEffect(_:options:isActive:)`.
///
/// SF Symbols animate their layers; Meadow's symbols are drawn as one layer, so an effect moves the whole symbol
/// (`wholeSymbol`), whichever of `byLayer` and `wholeSymbol` is asked.
public protocol SymbolEffect: Hashable, Sendable {}

/// An effect that runs from start to finish when a value changes, as the Symbols framework's.
public protocol DiscreteSymbolEffect {}

/// An effect that lasts while it is active, as the Symbols framework's.
public protocol IndefiniteSymbolEffect {}

/// An effect that shows or hides a symbol, as the Symbols framework's.
public protocol TransitionSymbolEffect {}

/// How a symbol effect moves the symbol, which the effects' modifiers play.
enum SymbolMotion {
    /// A cycle of `duration` seconds at speed 1, the symbol's look at each fraction of it (0 and 1 at rest).
    case cycle(duration: Double, pose: @Sendable (Double) -> SymbolPose)
    /// The looks the symbol springs between as the effect becomes active and stops.
    case state(active: SymbolPose, inactive: SymbolPose)
}

/// A symbol's scale and opacity at a moment of an effect.
struct SymbolPose: Equatable {
    var scale: Double = 1
    var opacity: Double = 1
}

/// What Meadow's effect types say of how they move.
protocol SymbolEffectMotion {
    var motion: SymbolMotion { get }
}

extension SymbolEffect {
    /// How the effect moves the symbol; nothing for an effect of another kind.
    var symbolMotion: SymbolMotion? { (self as? any SymbolEffectMotion)?.motion }
}
