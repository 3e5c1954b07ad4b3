import Foundation

private struct ForegroundLevelsKey: EnvironmentKey { static let defaultValue: [Color] = [] }

extension EnvironmentValues {
    /// The secondary and tertiary styles `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)` set, in order;
    /// empty when one style was set, the levels then being the primary at lower opacities.
    var foregroundLevels: [Color] {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }
}

extension View {
    /// Sets the primary and secondary styles of this view's foreground, as SwiftUI's `foregroundStyle(_:_:)`:
    /// text, shapes and symbols take the primary, and what asks for `.secondary` the second style (and
    /// `.tertiary` and below that style at their opacities).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(
            EnvironmentModifier {
                let levels = [Color(secondary.resolveColor(in: $0))]
                $0.foregroundColor = Color(primary.resolveColor(in: $0))
                $0.foregroundLevels = levels
            })
    }

    /// Sets the primary, secondary and tertiary styles of this view's foreground, as SwiftUI's
    /// `foregroundStyle(_:_:_:)`: what asks for `.secondary` takes the second, `.tertiary` the third.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        modifier(
            EnvironmentModifier {
                let levels = [Color(secondary.resolveColor(in: $0)), Color(tertiary.resolveColor(in: $0))]
                $0.foregroundColor = Color(primary.resolveColor(in: $0))
                $0.foregroundLevels = levels
            })
    }
}
