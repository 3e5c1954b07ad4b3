/// `sheet`, `fullScreenCover` and `popover`, each bound to a Boolean or to an optional item: the content is shown
/// in a `SheetCard` over the whole window while the binding is true (the item set), and `onDismiss` runs once it
/// goes, however it was dismissed (its binding, `dismiss`, a drag, Escape).
extension View {
    /// Presents `content` in a sheet while `isPresented` is true, as SwiftUI's `sheet(isPresented:onDismiss:content:)`.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(Self.card(isPresented: isPresented, isFullScreen: false, onDismiss: onDismiss, content: content))
    }

    /// Presents the sheet `content` makes from `item` while it is not nil; dismissing sets it to nil, and another
    /// item dismisses this sheet and presents its own.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(Self.card(item: item, isFullScreen: false, onDismiss: onDismiss, content: content))
    }

    /// Presents `content` over the whole screen while `isPresented` is true, as SwiftUI's `fullScreenCover`.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(Self.card(isPresented: isPresented, isFullScreen: true, onDismiss: onDismiss, content: content))
    }

    /// Presents the view `content` makes from `item` over the whole screen while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(Self.card(item: item, isFullScreen: true, onDismiss: onDismiss, content: content))
    }

    /// Presents `content` in a popover, which on iPhone is a sheet, as in SwiftUI.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents the popover `content` makes from `item`, which on iPhone is a sheet.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, content: content)
    }

    private static func card<Content: View>(
        isPresented: Binding<Bool>, isFullScreen: Bool, onDismiss: (() -> Void)?, content: @escaping () -> Content
    ) -> PresentationModifier {
        PresentationModifier(
            isPresented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss
        ) { dismisser in
            SheetCard.content(AnyView(content()), isFullScreen: isFullScreen, dismisser: dismisser)
        }
    }

    private static func card<Item: Identifiable, Content: View>(
        item: Binding<Item?>, isFullScreen: Bool, onDismiss: (() -> Void)?, content: @escaping (Item) -> Content
    ) -> PresentationModifier {
        let current = item.wrappedValue
        return PresentationModifier(
            isPresented: current != nil, item: current.map { AnyHashable($0.id) }, dismiss: { item.wrappedValue = nil },
            onDismiss: onDismiss
        ) { dismisser in
            let shown = current.map { AnyView(content($0)) } ?? AnyView(EmptyView())
            return SheetCard.content(shown, isFullScreen: isFullScreen, dismisser: dismisser)
        }
    }
}
