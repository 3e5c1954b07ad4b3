import Foundation

/// One action of an alert or a confirmation dialog as iOS draws it: its label on one line in the accent colour, red
/// when destructive and semibold when it cancels, filling a row `height` tall that greys while pressed. A tap
/// dismisses the presentation, then runs the action.
struct PresentationActionButton: View {
    let action: PresentationAction
    let dismisser: PresentationDismisser
    let fontSize: CGFloat
    let height: CGFloat

    var body: some View {
        Button(role: action.role) {
            dismisser.dismiss()
            action.action()
        } label: {
            action.label
                .font(.system(size: fontSize, weight: action.role == .cancel ? .semibold : .regular))
                .foregroundColor(action.role == .destructive ? .red : .accentColor)
                .lineLimit(1)
        }
        .buttonStyle(PresentationButtonStyle(height: height, highlight: AlertPanel.highlight))
    }
}
