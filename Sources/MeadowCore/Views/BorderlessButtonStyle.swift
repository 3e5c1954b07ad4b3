/// The borderless button style, as SwiftUI's `BorderlessButtonStyle` (`.borderless`), which iOS buttons have by
/// default: the label in the accent colour, dimming while pressed.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
    }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The borderless style: the label tinted, dimming while pressed.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
