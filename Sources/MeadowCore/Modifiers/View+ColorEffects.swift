import Foundation

extension View {
    /// Brightens (positive) or darkens (negative) the view by adding `amount` to its red, green and blue, as
    /// SwiftUI's `brightness(_:)`: 0 changes nothing, 1 is white.
    public func brightness(_ amount: Double) -> some View {
        modifier(EffectModifier(effect: .brightness(amount)))
    }

    /// Scales the view's colours' distance from mid grey by `amount`, as SwiftUI's `contrast(_:)`: 1 changes
    /// nothing, 0 is grey, negative inverts.
    public func contrast(_ amount: Double) -> some View {
        modifier(EffectModifier(effect: .contrast(amount)))
    }

    /// Sets the intensity of the view's colours, as SwiftUI's `saturation(_:)`: 0 is grey, 1 unchanged.
    public func saturation(_ amount: Double) -> some View {
        modifier(EffectModifier(effect: .saturation(amount)))
    }

    /// Takes `amount` of the colour out of the view, as SwiftUI's `grayscale(_:)`: 0 unchanged, 1 fully grey.
    public func grayscale(_ amount: Double) -> some View {
        modifier(EffectModifier(effect: .grayscale(amount)))
    }

    /// Turns the view's hues round the colour wheel by `angle`, as SwiftUI's `hueRotation(_:)`.
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(EffectModifier(effect: .hueRotation(angle)))
    }

    /// Multiplies the view's colours by `color`, as SwiftUI's `colorMultiply(_:)`: white changes nothing.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(EffectModifier(effect: .colorMultiply(color)))
    }

    /// Inverts the view's colours, as SwiftUI's `colorInvert()`.
    public func colorInvert() -> some View {
        modifier(EffectModifier(effect: .colorInvert))
    }

    /// Composites the view onto what is drawn behind it with `blendMode`, as SwiftUI's `blendMode(_:)`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(EffectModifier(effect: .blendMode(blendMode)))
    }
}
