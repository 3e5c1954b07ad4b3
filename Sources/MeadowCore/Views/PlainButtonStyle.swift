/// The plain button style, as SwiftUI's `PlainButtonStyle` (`.plain`): the label keeps its own colours (no
/// accent tint) and dims while pressed.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        var button = Button(configuration)
        button.tintsLabel = false
        return button
    }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The plain style: the label untinted, dimming while pressed.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
