/// The body a `PrimitiveButtonStyle` makes for a button, as a view of its own, as SwiftUI evaluates a style's
/// `makeBody` as a view: its node is the body's, reused while the body's type stays the style's, so a button
/// built again while a touch is down on it (a bordered button's press making its platter again) keeps the node
/// the touch is on.
struct PrimitiveStyledButton: View {
    let style: any PrimitiveButtonStyle
    let configuration: PrimitiveButtonStyleConfiguration

    var body: some View {
        AnyView(Self.body(of: style, configuration: configuration))
    }

    private static func body<Style: PrimitiveButtonStyle>(of style: Style, configuration: PrimitiveButtonStyleConfiguration) -> some View {
        style.makeBody(configuration: configuration)
    }
}
