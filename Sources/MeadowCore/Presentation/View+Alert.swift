/// `alert` in each of SwiftUI's spellings: a title (a localized key, a string or a `Text`), actions built from
/// buttons, an optional message, optional data the actions and message are made from, and the older `Alert`
/// value. All present an `AlertPanel` over the whole window while their binding is true (or their item is set);
/// tapping any of its buttons sets the binding false (the item nil) and runs the button's action.
extension View {
    /// Presents an alert titled with `titleKey`'s localized string, with the buttons `actions` builds.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions)
    }

    /// Presents an alert titled with `title` verbatim.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }

    /// Presents an alert titled with `title`.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        let actions = actions()
        return modifier(
            AlertPanel.modifier(
                title: title, message: nil, actions: { PresentationAction.actions(in: actions) },
                fields: { PresentedField.fields(in: actions) },
                isPresented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false }))
    }

    /// Presents an alert with a message under its title.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert titled with `title` verbatim, with a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert titled with `title`, with a message.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        let actions = actions()
        return modifier(
            AlertPanel.modifier(
                title: title, message: AnyView(message()), actions: { PresentationAction.actions(in: actions) },
                fields: { PresentedField.fields(in: actions) },
                isPresented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false }))
    }

    /// Presents an alert whose buttons are made from `data`, while `isPresented` is true and `data` is not nil.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents an alert titled with `title` verbatim whose buttons are made from `data`.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents an alert titled with `title` whose buttons are made from `data`.
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let actions = data.map(actions)
        return modifier(
            AlertPanel.modifier(
                title: title, message: nil, actions: { actions.map(PresentationAction.actions(in:)) ?? [] },
                fields: { actions.map(PresentedField.fields(in:)) ?? [] },
                isPresented: isPresented.wrappedValue && data != nil, dismiss: { isPresented.wrappedValue = false }))
    }

    /// Presents an alert whose buttons and message are made from `data`.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents an alert titled with `title` verbatim whose buttons and message are made from `data`.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents an alert titled with `title` whose buttons and message are made from `data`.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        let actions = data.map(actions)
        let message = data.map { AnyView(message($0)) }
        return modifier(
            AlertPanel.modifier(
                title: title, message: message, actions: { actions.map(PresentationAction.actions(in:)) ?? [] },
                fields: { actions.map(PresentedField.fields(in:)) ?? [] },
                isPresented: isPresented.wrappedValue && data != nil, dismiss: { isPresented.wrappedValue = false }))
    }

    /// Presents the alert `content` makes while `isPresented` is true, as SwiftUI's `alert(isPresented:content:)`.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = isPresented.wrappedValue ? content() : nil
        return modifier(
            AlertPanel.modifier(
                title: alert?.title ?? Text(verbatim: ""), message: alert?.message.map { AnyView($0) },
                actions: { alert?.actions ?? [] },
                isPresented: alert != nil, dismiss: { isPresented.wrappedValue = false }))
    }

    /// Presents the alert `content` makes from `item` while it is not nil; dismissing sets it to nil. Another item
    /// dismisses this alert and presents its own.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return modifier(
            AlertPanel.modifier(
                title: alert?.title ?? Text(verbatim: ""), message: alert?.message.map { AnyView($0) },
                actions: { alert?.actions ?? [] },
                isPresented: alert != nil, item: item.wrappedValue.map { AnyHashable($0.id) },
                dismiss: { item.wrappedValue = nil }))
    }
}
