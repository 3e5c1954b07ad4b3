import Foundation

/// The gradient `foregroundStyle(_:)` set, with the colour it set for what draws in one colour.
struct ForegroundGradient: Sendable {
    let style: any GradientShapeStyle
    /// The foreground colour the gradient set: the gradient paints text only while the foreground is still that
    /// colour, so a colour set further in (`foregroundColor(_:)`, a control's tint) wins over it.
    let color: Color
}

struct ForegroundGradientKey: EnvironmentKey { static let defaultValue: ForegroundGradient? = nil }

extension EnvironmentValues {
    /// The gradient text fills its glyphs with, as `foregroundStyle(_:)` of a gradient sets it and while no colour
    /// set further in replaces it; nil otherwise.
    var foregroundGradient: (any GradientShapeStyle)? {
        guard let set = self[ForegroundGradientKey.self], set.color == foregroundColor else { return nil }
        return set.style
    }
}
