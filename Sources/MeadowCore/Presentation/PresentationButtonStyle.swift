/// The look of a button in an alert or an action sheet: its label centred in the whole width and `height`,
/// the row grey while a touch is down on it, as UIKit's alert actions highlight.
struct PresentationButtonStyle: ButtonStyle {
    let height: CGFloat
    let highlight: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 8)
            .frame(maxWidth: .infinity, minHeight: height)
            .contentShape(Rectangle())
            .background(configuration.isPressed ? highlight : Color.clear)
    }
}
