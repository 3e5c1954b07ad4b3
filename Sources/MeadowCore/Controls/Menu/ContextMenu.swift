import Foundation

extension View {
    /// Adds a context menu, as SwiftUI's `contextMenu(menuItems:)` on iOS: a long press lifts the view over the
    /// dimmed window with the menu of `menuItems` beside it (`ContextMenuPanel`).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuHost(content: self, items: MenuItem.items(in: menuItems()), preview: nil)
    }

    /// Adds a context menu whose long press lifts `preview` instead of the view, as SwiftUI's
    /// `contextMenu(menuItems:preview:)`.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        ContextMenuHost(content: self, items: MenuItem.items(in: menuItems()), preview: AnyView(preview()))
    }
}

/// A view with a context menu: it lays out as the view, and a long press on it presents the lifted view (or the
/// preview) and the menu; the view itself is hidden while its lifted copy shows.
struct ContextMenuHost<Content: View>: View {
    let content: Content
    let items: [MenuItem]
    let preview: AnyView?
    @State private var isPresented = false
    @State private var anchor = MenuAnchor()

    var body: some View {
        content
            .opacity(isPresented && preview == nil ? 0 : 1)
            .modifier(MenuAnchorRecorder(anchor: anchor))
            .onLongPressGesture { isPresented = true }
            .modifier(
                PresentationModifier(isPresented: isPresented, dismiss: { isPresented = false }) { dismisser in
                    ContextMenuPanel.content(
                        lifted: preview ?? AnyView(content.frame(width: anchor.frame.width, height: anchor.frame.height)),
                        items: items, anchor: anchor, dismisser: dismisser)
                })
    }
}
