// The initialisers of SwiftUI's controls that take a `LocalizedStringKey` title: a string literal is a key looked
// up for the user's language, a `String` value (the `StringProtocol` initialisers) is shown verbatim.

extension Picker where Label == Text {
    /// A picker labelled with the localised string of `titleKey`, as SwiftUI's `init(_:selection:content:)`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }
}

extension Toggle where Label == Text {
    /// A toggle of `isOn` labelled with the localised string of `titleKey`, as SwiftUI's `init(_:isOn:)`.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
}

@MainActor
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section whose header is the localised string of `titleKey`, as SwiftUI's `init(_:content:)`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }
}

extension TextField where Label == Text {
    /// A text field whose placeholder is the localised string of `titleKey`, as SwiftUI's `init(_:text:)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(title: titleKey.resolved(), text: text, onEditingChanged: { _ in }, onCommit: {})
    }

    /// A text field with a localised placeholder that reports editing and commits, as SwiftUI's older
    /// `init(_:text:onEditingChanged:onCommit:)`.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(title: titleKey.resolved(), text: text, onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// A text field whose placeholder is `prompt` (the localised string of `titleKey` when nil), as SwiftUI's
    /// iOS 15 `init(_:text:prompt:)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(title: prompt?.string ?? titleKey.resolved(), text: text, onEditingChanged: { _ in }, onCommit: {})
    }
}

extension SecureField where Label == Text {
    /// A secure field whose placeholder is the localised string of `titleKey`, as SwiftUI's `init(_:text:)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(title: titleKey.resolved(), text: text, onCommit: {})
    }

    /// A secure field whose placeholder is `prompt` (the localised title when nil), as SwiftUI's
    /// `init(_:text:prompt:)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(title: prompt?.string ?? titleKey.resolved(), text: text, onCommit: {})
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with the localised string of `titleKey` that pushes `destination`, as SwiftUI's
    /// `init(_:destination:)`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination, label: { Text(titleKey) })
    }

    /// A link titled with the localised string of `titleKey` that pushes `destination`: SwiftUI's older spelling.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination, label: { Text(titleKey) })
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link titled with the localised string of `titleKey` that appends `value` to the stack's path, as
    /// SwiftUI's `init(_:value:)`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value, label: { Text(titleKey) })
    }
}

extension View {
    /// Sets the navigation bar's title to the localised string of `titleKey`, as SwiftUI's `navigationTitle(_:)`
    /// for a key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey.resolved())
    }

    /// Sets the bar's title to the localised string of `titleKey`, as SwiftUI's older `navigationBarTitle(_:)`.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey.resolved())
    }

    /// Sets the bar's title to the localised string of `titleKey` and how it shows, as SwiftUI's
    /// `navigationBarTitle(_:displayMode:)`.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(titleKey.resolved(), displayMode: displayMode)
    }
}
