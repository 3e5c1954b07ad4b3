import Foundation

/// A control that opens a menu of actions, as SwiftUI's `Menu` on iOS: its label drawn as a borderless button in the
/// accent colour, opening, beside it, the menu `content` describes (`MenuCard`): its buttons, its `Divider`s and
/// `Section`s as separators, its nested `Menu`s as entries that open their own.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    /// A menu of `content` opened by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(content: content, label: label, primaryAction: nil)
    }

    /// A menu whose label runs `primaryAction` when tapped and opens the menu when long-pressed.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: label, primaryAction: Optional(primaryAction))
    }

    private init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: (() -> Void)?) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        MenuButton(items: MenuItem.items(in: content), primaryAction: primaryAction) { label }
    }
}

extension Menu: MenuItemConvertible {
    /// A nested menu: an entry opening its own items.
    var menuItems: [MenuItem] { [.submenu(label: AnyView(label), items: MenuItem.items(in: content))] }
}

extension Menu where Label == Text {
    /// A menu titled with the localised string of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled with the localised string of `titleKey` whose title runs `primaryAction` when tapped.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// A menu titled `title` whose title runs `primaryAction` when tapped.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == MeadowCore.Label<Text, Image> {
    /// A menu labelled with the localised string of `titleKey` and the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { MeadowCore.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
    }

    /// A menu labelled `title` and the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { MeadowCore.Label(title: { Text(title) }, icon: { Image(systemName: systemImage) }) }
    }
}
