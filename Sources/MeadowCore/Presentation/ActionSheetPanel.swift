import Foundation

/// A confirmation dialog as iOS draws it on iPhone (`UIAlertController`'s action sheet style): at the bottom of
/// the window, 8 points from its sides and above the home indicator (8 from the bottom without one), a rounded
/// translucent group of 57-point buttons in 20 points under an optional 13-point grey title (semibold) and message,
/// separated by hairlines, and below it, 8 points apart, the cancel button alone in semibold on an opaque panel.
/// Without a cancel button among the actions a Cancel is added, as SwiftUI does on iPhone. The dialog slides up
/// over a 20 % black dimming; tapping a button dismisses it and runs its action.
struct ActionSheetPanel: View {
    let title: Text?
    let message: AnyView?
    let actions: [PresentationAction]
    let dismisser: PresentationDismisser
    @Environment(\.displayScale) private var displayScale
    @Environment(\.safeArea) private var safeArea

    static let buttonHeight: CGFloat = 57
    static let cornerRadius: CGFloat = 14
    static let margin: CGFloat = 8
    /// The cancel button's panel: opaque white (dark grey in dark mode).
    static let cancelBackground = Color(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x2C2C2E))

    var body: some View {
        let others = actions.filter { $0.role != .cancel }
        let cancel = actions.first { $0.role == .cancel }
            ?? PresentationAction(label: AnyView(Text("Cancel")), role: .cancel, action: {})
        let hasHeader = title != nil || message != nil
        VStack(spacing: Self.margin) {
            VStack(spacing: 0) {
                if hasHeader { header }
                ForEach(others.indices, id: \.self) { index in
                    button(others[index]).overlay(alignment: .top) {
                        if index > 0 || hasHeader { Color.separator.frame(height: 1 / displayScale) }
                    }
                }
            }
            .background(AlertPanel.background)
            .clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius))
            button(cancel)
                .background(Self.cancelBackground)
                .clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius))
        }
        .padding(.horizontal, Self.margin)
        .padding(.bottom, bottomMargin)
        .accessibilityElement(children: .contain)
        .accessibilityRole(.alert)
        .accessibilityAddTraits(.isModal)
    }

    /// 8 points above the home indicator's safe area, or 8 from the bottom without one.
    private var bottomMargin: CGFloat {
        guard let safeArea else { return Self.margin }
        return max(Self.margin, safeArea.screen.maxY - safeArea.safe.maxY)
    }

    private var header: some View {
        VStack(spacing: 4) {
            if let title { title.font(.system(size: 13, weight: .semibold)) }
            if let message { message.font(.system(size: 13)) }
        }
        .foregroundColor(.secondary)
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity)
        .padding(.horizontal, 16)
        .padding(.vertical, 14)
    }

    private func button(_ action: PresentationAction) -> some View {
        PresentationActionButton(action: action, dismisser: dismisser, fontSize: 20, height: Self.buttonHeight)
    }

    /// What `confirmationDialog` and `actionSheet` present: the dialog sliding up from the bottom over a dimmed
    /// window. Escape runs the cancel button's action and dismisses it.
    static func content(
        title: Text?, message: AnyView?, actions: [PresentationAction], dismisser: PresentationDismisser
    ) -> PresentedContent {
        PresentedContent(
            backdrop: Color.black.opacity(0.2).transition(.opacity),
            panel: ActionSheetPanel(title: title, message: message, actions: actions, dismisser: dismisser)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
                .transition(.move(edge: .bottom)),
            animation: .spring(response: 0.4, dampingFraction: 1),
            cancel: {
                dismisser.dismiss()
                actions.first { $0.role == .cancel }?.action()
            })
    }

    /// The modifier presenting a dialog while `isPresented`, dismissed by `dismiss`.
    static func modifier(
        title: Text?, message: AnyView?, actions: @escaping () -> [PresentationAction], isPresented: Bool,
        item: AnyHashable? = nil, dismiss: @escaping () -> Void
    ) -> PresentationModifier {
        PresentationModifier(isPresented: isPresented, item: item, dismiss: dismiss) { dismisser in
            content(title: title, message: message, actions: actions(), dismisser: dismisser)
        }
    }
}
