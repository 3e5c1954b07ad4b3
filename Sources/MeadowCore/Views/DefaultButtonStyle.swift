/// The default button style, as SwiftUI's `DefaultButtonStyle` (`.automatic`): borderless on iOS outside lists.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style, borderless on iOS.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
