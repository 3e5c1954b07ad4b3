/// The prominent bordered button style, as SwiftUI's `BorderedProminentButtonStyle` (`.borderedProminent`): on
/// iOS 17 a white label over a platter filled with the tint (red for a destructive button), shaped by
/// `buttonBorderShape(_:)` and sized by `controlSize(_:)`; the button dims while pressed and turns grey when
/// disabled.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration).buttonStyle(BorderedButtonPlatter(isProminent: true))
    }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The prominent bordered style: a white label on a platter of the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
