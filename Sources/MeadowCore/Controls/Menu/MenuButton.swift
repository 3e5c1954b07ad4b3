import Foundation

/// The button that opens a menu of `items`, lined up with it, as a `Menu` and a menu-style `Picker` show it. A tap
/// opens the menu; with a `primaryAction`, a tap runs it and a long press opens the menu, as SwiftUI's
/// `Menu(content:label:primaryAction:)` on iOS. Tapping outside the menu, or Escape, closes it.
struct MenuButton<Label: View>: View {
    let items: [MenuItem]
    let primaryAction: (() -> Void)?
    @ViewBuilder let label: Label
    @State private var isPresented = false
    @State private var anchor = MenuAnchor()

    var body: some View {
        opener
            .modifier(MenuAnchorRecorder(anchor: anchor))
            .modifier(
                PresentationModifier(isPresented: isPresented, dismiss: { isPresented = false }) { dismisser in
                    MenuPanel.content(items: items, anchor: anchor, dismisser: dismisser)
                })
    }

    @ViewBuilder private var opener: some View {
        if let primaryAction {
            Button(action: primaryAction) { label }
                .simultaneousGesture(LongPressGesture().onEnded { _ in isPresented = true })
        } else {
            Button { isPresented = true } label: { label }
        }
    }
}
