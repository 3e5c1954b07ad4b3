extension View {
    /// Names the preview, as SwiftUI's `previewDisplayName(_:)`: the canvas's label and `meadow-preview`'s file
    /// name. A trait for the preview renderer: the view draws as without it.
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(ViewTraitModifier<PreviewDisplayNameTraitKey>(value: value))
    }

    /// Sizes the preview, as SwiftUI's `previewLayout(_:)`. A trait for the preview renderer: the view draws as
    /// without it.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(ViewTraitModifier<PreviewLayoutTraitKey>(value: value))
    }

    /// Shows the preview on the device named `value`, as SwiftUI's `previewDevice(_:)`; nil is the default
    /// iPhone 15. A trait for the preview renderer: the view draws as without it.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(ViewTraitModifier<PreviewDeviceTraitKey>(value: value))
    }

    /// Turns the preview's device to `value`, as SwiftUI's `previewInterfaceOrientation(_:)`: a landscape
    /// orientation lays the screen on its side. A trait for the preview renderer: the view draws as without it.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(ViewTraitModifier<PreviewInterfaceOrientationTraitKey>(value: value))
    }
}
