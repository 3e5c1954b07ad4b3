/// One entry of a menu as iOS lists it: a button, a nested menu, a titled group, or a separator.
enum MenuItem {
    /// A button's row: chosen, it closes the menu and runs the action.
    case action(Action)
    /// A nested `Menu`'s row, which opens its items in place of the menu's.
    case submenu(label: AnyView, items: [MenuItem])
    /// A `Section`'s items, set apart from their neighbours by a wide separator, under the header if there is one.
    case section(header: AnyView?, items: [MenuItem])
    /// A `Divider`: a wide separator.
    case divider
    /// A palette-style picker's options (iOS 17): one row of their icons, the selected one highlighted.
    case palette([Action])

    /// What a button in a menu shows and does.
    struct Action {
        let label: AnyView
        let role: ButtonRole?
        /// Whether the row is a picker's option, and then whether it is the selected one, which has a checkmark.
        var isSelected: Bool?
        let action: () -> Void
    }

    /// The items among `content`, in order; a view that is not a button, a menu, a section or a divider is left out,
    /// as SwiftUI's menus show only those (a button's own modifiers are not drawn).
    @MainActor
    static func items(in content: any View) -> [MenuItem] {
        ViewList.of(content).elements.flatMap { ($0.view as? MenuItemConvertible)?.menuItems ?? [] }
    }
}

/// A view that stands for entries of a menu: a `Button`, a `Menu`, a `Section`, a `Divider`, or one with modifiers.
@MainActor
protocol MenuItemConvertible {
    var menuItems: [MenuItem] { get }
}

extension Button: MenuItemConvertible {
    var menuItems: [MenuItem] {
        [.action(MenuItem.Action(label: AnyView(label), role: role, isSelected: nil, action: action))]
    }
}

extension Divider: MenuItemConvertible {
    var menuItems: [MenuItem] { [.divider] }
}

extension Section: MenuItemConvertible where Parent: View, Content: View, Footer: View {
    var menuItems: [MenuItem] {
        [.section(header: Parent.self == EmptyView.self ? nil : AnyView(header), items: MenuItem.items(in: content))]
    }
}

extension ModifiedContent: MenuItemConvertible where Content: View, Modifier: ViewModifier {
    /// The modified view's entries, when it stands for some; a picker's in the style set on it.
    var menuItems: [MenuItem] {
        if let style = modifier as? PickerStyleModifier, let picker = content as? PickerMenuItemConvertible {
            return picker.menuItems(style: style.presentation ?? .inline)
        }
        return (content as? MenuItemConvertible)?.menuItems ?? []
    }
}
