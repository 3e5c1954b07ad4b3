import Observation

/// Whether a touch is down on a button, observed by the body its `ButtonStyle` makes, so the style's body is made
/// again when the press changes.
@Observable
@MainActor
final class ButtonPress {
    var isPressed = false
}

/// The body a `ButtonStyle` makes for a button, made again whenever the button's press changes.
struct StyledButtonBody: View {
    let style: any ButtonStyle
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    let press: ButtonPress

    var body: some View {
        AnyView(Self.body(of: style, configuration: ButtonStyleConfiguration(label: label, isPressed: press.isPressed, role: role)))
    }

    private static func body<Style: ButtonStyle>(of style: Style, configuration: ButtonStyleConfiguration) -> some View {
        style.makeBody(configuration: configuration)
    }
}
