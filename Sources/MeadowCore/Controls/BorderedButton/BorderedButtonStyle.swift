/// The bordered button style, as SwiftUI's `BorderedButtonStyle` (`.bordered`): on iOS 17 the label in the tint
/// colour over a platter of the tint at low opacity (red for a destructive button), shaped by
/// `buttonBorderShape(_:)` and sized by `controlSize(_:)`; the button dims while pressed and turns grey when
/// disabled.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration).buttonStyle(BorderedButtonPlatter(isProminent: false))
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The bordered style: a tinted label over a faint platter of the tint.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
