import Foundation

/// What an open menu shows over the window: its card placed beside the view that opened it (`MenuPlacement`), over
/// a clear backdrop that closes the menu when tapped, as a tap outside a `UIMenu` dismisses it without reaching the
/// view under it. The menu fades in and out; Escape closes it.
struct MenuPanel: View {
    let card: MenuCard
    let anchor: CGRect
    @Environment(\.safeArea) private var safeArea

    var body: some View {
        MenuPlacement(anchor: anchor, safeArea: safeArea?.safe) {
            card
        }
    }

    static func content(items: [MenuItem], anchor: MenuAnchor, dismisser: PresentationDismisser) -> PresentedContent {
        PresentedContent(
            backdrop: Color.clear
                .contentShape(Rectangle())
                .onTapGesture { dismisser.dismiss() }
                .transition(.opacity),
            panel: MenuPanel(card: MenuCard(items: items, dismisser: dismisser), anchor: anchor.frame)
                .transition(.opacity),
            animation: .easeOut(duration: 0.25),
            cancel: { dismisser.dismiss() })
    }
}
