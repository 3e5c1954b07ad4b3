import Foundation

/// An alert as iOS draws it (`UIAlertController`'s alert style): a 270-point-wide panel with 14-point rounded
/// corners, translucent white, centred in the window over a 20 % black dimming; its title in 17-point semibold
/// (the headline style) and its message in 13 points, centred, 20 points from the top and from the buttons, 16 from
/// the sides; its buttons 44 points tall in 17 points, under a hairline, two side by side (the cancel one leading)
/// split by a hairline, and otherwise stacked (the cancel one last). A cancel button is semibold, a destructive one
/// red, the others in the accent colour. Tapping a button dismisses the alert and runs its action. Text fields
/// among the actions (iOS 16) sit under the message, 13-point in rounded borders.
struct AlertPanel: View {
    let title: Text
    let message: AnyView?
    let actions: [PresentationAction]
    var fields: [PresentedField] = []
    let dismisser: PresentationDismisser
    @Environment(\.displayScale) private var displayScale

    static let width: CGFloat = 270
    static let cornerRadius: CGFloat = 14
    static let buttonHeight: CGFloat = 44
    /// iOS's alert background: near-white (near-black in dark mode), letting a little of the window through.
    static let background = Color(light: RGBA(hex: 0xF2F2F2, alpha: 0.94), dark: RGBA(hex: 0x252525, alpha: 0.94))
    /// A button's background while a touch is down on it.
    static let highlight = Color(light: RGBA(hex: 0x000000, alpha: 0.08), dark: RGBA(hex: 0xFFFFFF, alpha: 0.1))

    var body: some View {
        VStack(spacing: 0) {
            VStack(spacing: 4) {
                title.font(.system(size: 17, weight: .semibold))
                if let message { message.font(.system(size: 13)) }
                ForEach(fields.indices, id: \.self) { index in
                    fields[index]
                        .font(.system(size: 13))
                        .multilineTextAlignment(.leading)
                        .textFieldStyle(.roundedBorder)
                        .padding(.top, 8)
                }
            }
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity)
            .padding(.horizontal, 16)
            .padding(.vertical, 20)
            buttons
        }
        .frame(width: Self.width)
        .background(Self.background)
        .clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius))
        .accessibilityElement(children: .contain)
        .accessibilityRole(.alert)
        .accessibilityAddTraits(.isModal)
    }

    /// The buttons in the order iOS shows them: with two, the cancel one leading; with more, the cancel one last.
    /// An alert without buttons gets an OK button, as in SwiftUI.
    private var ordered: [PresentationAction] {
        let shown = actions.isEmpty ? [PresentationAction(label: AnyView(Text("OK")), role: nil, action: {})] : actions
        let cancels = shown.filter { $0.role == .cancel }
        let others = shown.filter { $0.role != .cancel }
        return shown.count == 2 ? cancels + others : others + cancels
    }

    @ViewBuilder private var buttons: some View {
        let ordered = ordered
        if ordered.count == 2 {
            HStack(spacing: 0) {
                button(ordered[0])
                button(ordered[1]).overlay(alignment: .leading) { hairline.frame(width: 1 / displayScale) }
            }
            .overlay(alignment: .top) { hairline.frame(height: 1 / displayScale) }
        } else {
            VStack(spacing: 0) {
                ForEach(ordered.indices, id: \.self) { index in
                    button(ordered[index]).overlay(alignment: .top) { hairline.frame(height: 1 / displayScale) }
                }
            }
        }
    }

    private var hairline: some View { Color.separator }

    private func button(_ action: PresentationAction) -> some View {
        PresentationActionButton(action: action, dismisser: dismisser, fontSize: 17, height: Self.buttonHeight)
    }

    /// What `alert` presents: the panel centred over a dimmed window, coming in as it fades in from a little larger,
    /// leaving as it fades out. Escape runs the cancel button's action, if there is one, and dismisses it.
    static func content(
        title: Text, message: AnyView?, actions: [PresentationAction], fields: [PresentedField] = [],
        dismisser: PresentationDismisser
    ) -> PresentedContent {
        PresentedContent(
            backdrop: Color.black.opacity(0.2).transition(.opacity),
            panel: AlertPanel(title: title, message: message, actions: actions, fields: fields, dismisser: dismisser)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .transition(.asymmetric(insertion: .opacity.combined(with: .scale(scale: 1.15)), removal: .opacity)),
            animation: .easeOut(duration: 0.25),
            cancel: {
                dismisser.dismiss()
                actions.first { $0.role == .cancel }?.action()
            })
    }

    /// The modifier presenting an alert while `isPresented`, dismissed by `dismiss`.
    static func modifier(
        title: Text, message: AnyView?, actions: @escaping () -> [PresentationAction],
        fields: @escaping () -> [PresentedField] = { [] }, isPresented: Bool, item: AnyHashable? = nil,
        dismiss: @escaping () -> Void
    ) -> PresentationModifier {
        PresentationModifier(isPresented: isPresented, item: item, dismiss: dismiss) { dismisser in
            content(title: title, message: message, actions: actions(), fields: fields(), dismisser: dismisser)
        }
    }
}
