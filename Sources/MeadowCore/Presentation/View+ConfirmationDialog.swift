/// `confirmationDialog` in SwiftUI's spellings (a localized key, a string or a `Text` title; with or without a
/// message) and the older `actionSheet`, all presenting an `ActionSheetPanel` while their binding is true. On
/// iPhone a dialog's title shows only when `titleVisibility` is `.visible`; an action sheet's always shows.
extension View {
    /// Presents a dialog with the buttons `actions` builds, as SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Presents a dialog titled with `title` verbatim.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Presents a dialog titled with `title`.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: nil)
    }

    /// Presents a dialog with a message above its buttons.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(
            Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: message)
    }

    /// Presents a dialog titled with `title` verbatim, with a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// Presents a dialog titled with `title`, with a message.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(),
            message: AnyView(message()))
    }

    /// Presents a dialog whose buttons are made from `data`, while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions)
    }

    /// Presents a dialog titled with `title` verbatim whose buttons are made from `data`.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }

    /// Presents a dialog titled with `title` whose buttons are made from `data`.
    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, data: data, actions: actions,
            message: nil)
    }

    /// Presents a dialog whose buttons and message are made from `data`.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: message)
    }

    /// Presents a dialog titled with `title` verbatim whose buttons and message are made from `data`.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: message)
    }

    /// Presents a dialog titled with `title` whose buttons and message are made from `data`.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, data: data, actions: actions,
            message: data.map { AnyView(message($0)) })
    }

    /// Presents the action sheet `content` makes while `isPresented` is true, as SwiftUI's
    /// `actionSheet(isPresented:content:)`.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = isPresented.wrappedValue ? content() : nil
        return modifier(
            ActionSheetPanel.modifier(
                title: sheet?.title, message: sheet?.message.map { AnyView($0) }, actions: { sheet?.actions ?? [] },
                isPresented: sheet != nil, dismiss: { isPresented.wrappedValue = false }))
    }

    /// Presents the action sheet `content` makes from `item` while it is not nil; dismissing sets it to nil.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        return modifier(
            ActionSheetPanel.modifier(
                title: sheet?.title, message: sheet?.message.map { AnyView($0) }, actions: { sheet?.actions ?? [] },
                isPresented: sheet != nil, item: item.wrappedValue.map { AnyHashable($0.id) },
                dismiss: { item.wrappedValue = nil }))
    }

    private func dialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility, actions: A, message: AnyView?
    ) -> some View {
        dialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, data: (), actions: { actions },
            message: message)
    }

    /// The dialog made from `data` while `isPresented` is true and `data` is not nil.
    private func dialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility, data: T?, actions: (T) -> A,
        message: AnyView?
    ) -> some View {
        let actions = data.map(actions)
        return modifier(
            ActionSheetPanel.modifier(
                title: titleVisibility == .visible ? title : nil, message: message,
                actions: { actions.map(PresentationAction.actions(in:)) ?? [] },
                isPresented: isPresented.wrappedValue && actions != nil, dismiss: { isPresented.wrappedValue = false }))
    }
}
