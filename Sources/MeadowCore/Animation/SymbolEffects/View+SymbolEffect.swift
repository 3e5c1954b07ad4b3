import Foundation

extension View {
    /// Plays `effect` on the symbols in this view each time `value` changes, as SwiftUI's
    /// `symbolEffect(_:options:value:)` (iOS 17): once, or as often as `options` say, at their speed.
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        modifier(DiscreteSymbolEffectModifier(motion: effect.symbolMotion, options: options, value: value))
    }

    /// Runs `effect` on the symbols in this view while `isActive`, as SwiftUI's
    /// `symbolEffect(_:options:isActive:)` (iOS 17): a pulse or a bounce plays over and over (once with
    /// `.nonRepeating`), a scale, an appearance or a disappearance holds its look for as long as it is active.
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        modifier(IndefiniteSymbolEffectModifier(motion: effect.symbolMotion, options: options, isActive: isActive))
    }
}

extension SymbolPose {
    /// The spring a symbol takes to an effect's look and back, at `speed`.
    static func spring(speed: Double) -> Animation { .spring(duration: 0.35).speed(speed) }
}

extension View {
    /// This view scaled and faded to `pose`.
    fileprivate func posed(_ pose: SymbolPose) -> some View {
        scaleEffect(pose.scale).opacity(pose.opacity)
    }
}

/// Plays a cycle of a symbol effect `count` times (for ever at `Int.max`) from when `value` changes.
private struct DiscreteSymbolEffectModifier<Value: Equatable>: ViewModifier {
    let motion: SymbolMotion?
    let options: SymbolEffectOptions
    let value: Value

    func body(content: Content) -> some View {
        if case .cycle(let duration, let pose) = motion {
            let count = options.repeatCount ?? 1
            if count == .max {
                content.modifier(CyclingSymbolModifier(duration: duration / options.speed, pose: pose, trigger: value))
            } else {
                let length = duration * Double(count) / options.speed
                content.keyframeAnimator(initialValue: 0.0, trigger: value) { symbol, cycles in
                    symbol.posed(pose(cycles - cycles.rounded(.down)))
                } keyframes: { _ in
                    LinearKeyframe(Double(count), duration: length)
                }
            }
        } else {
            content
        }
    }
}

/// Cycles a symbol effect for ever, from when the view appears or, with a trigger, from its first change.
private struct CyclingSymbolModifier<Trigger: Equatable>: ViewModifier {
    let duration: Double
    let pose: @Sendable (Double) -> SymbolPose
    let trigger: Trigger?
    @State private var started = false

    func body(content: Content) -> some View {
        if trigger == nil || started {
            content.keyframeAnimator(initialValue: 0.0, repeating: true) { symbol, fraction in
                symbol.posed(pose(fraction))
            } keyframes: { _ in
                LinearKeyframe(1.0, duration: duration)
            }
        } else {
            content.onChange(of: trigger) { started = true }
        }
    }
}

/// Runs a symbol effect while `isActive`: a cycle over and over (or as often as the options say, from when it
/// becomes active), a look held.
private struct IndefiniteSymbolEffectModifier: ViewModifier {
    let motion: SymbolMotion?
    let options: SymbolEffectOptions
    let isActive: Bool

    func body(content: Content) -> some View {
        switch motion {
        case .cycle(let duration, let pose):
            let count = options.repeatCount ?? .max
            if count == .max {
                if isActive {
                    content.modifier(CyclingSymbolModifier<Bool>(duration: duration / options.speed, pose: pose, trigger: nil))
                } else {
                    content
                }
            } else {
                let length = duration * Double(count) / options.speed
                content.keyframeAnimator(initialValue: 0.0, trigger: isActive) { symbol, cycles in
                    symbol.posed(isActive ? pose(cycles - cycles.rounded(.down)) : SymbolPose())
                } keyframes: { _ in
                    LinearKeyframe(Double(count), duration: length)
                }
            }
        case .state(let active, let inactive):
            content.posed(isActive ? active : inactive)
                .animation(SymbolPose.spring(speed: options.speed), value: isActive)
        case nil:
            content
        }
    }
}
