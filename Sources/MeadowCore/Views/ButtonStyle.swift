/// How a `Button` looks, as SwiftUI's `ButtonStyle`: a body made from the button's label and whether it is
/// pressed; the button still takes the taps and runs its action. Set with `buttonStyle(_:)`.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a button of this style shows.
    associatedtype Body: View

    /// The view for a button with `configuration`'s label, pressed or not; made again when the press changes.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of a button that a style draws.
    typealias Configuration = ButtonStyleConfiguration
}

extension View {
    /// Sets the style of the buttons in this view, as SwiftUI's `buttonStyle(_:)` taking a `ButtonStyle`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyleChoice, .style(style))
    }

    /// Sets the style of the buttons in this view, as SwiftUI's `buttonStyle(_:)` taking a
    /// `PrimitiveButtonStyle` (`.plain`, `.borderless`, `.automatic` or one of the app's own).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyleChoice, .primitive(style))
    }
}
