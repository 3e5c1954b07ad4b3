import Foundation

/// A picker that stands for entries of a menu, shown as iOS shows a picker inside a `Menu`: by default (and in
/// the inline style) its options in place as a group with a checkmark on the selected one; in the menu style a
/// nested menu titled with its label; in the palette style (iOS 17) a row of the options' icons.
@MainActor
protocol PickerMenuItemConvertible {
    func menuItems(style: PickerPresentation) -> [MenuItem]
}

extension Picker: MenuItemConvertible, PickerMenuItemConvertible {
    var menuItems: [MenuItem] { menuItems(style: .inline) }

    func menuItems(style: PickerPresentation) -> [MenuItem] {
        let selected = AnyHashable(selection.wrappedValue)
        let selection = selection
        let options = PickerOption.options(in: content, selecting: SelectionValue.self).map { option in
            MenuItem.Action(label: option.label, role: nil, isSelected: option.tag == selected) {
                if let value = option.tag?.base as? SelectionValue { selection.wrappedValue = value }
            }
        }
        switch style {
        case .palette: return [.palette(options)]
        case .menu: return [.submenu(label: AnyView(label), items: options.map { .action($0) })]
        case .inline, .wheel, .segmented, .navigationLink: return [.section(header: nil, items: options.map { .action($0) })]
        }
    }
}
