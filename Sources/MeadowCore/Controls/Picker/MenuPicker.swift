import Foundation

/// A picker in the menu style, as SwiftUI draws `MenuPickerStyle` on iOS 16 and later: a button showing the
/// selected option and `chevron.up.chevron.down`, in the accent colour, opening a menu of the options with a
/// checkmark on the selected one. In a `Form` or a `List` row the title is leading and the button trailing, its
/// value grey, as `UIButton`'s pop-up menu in a table cell.
struct MenuPicker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content
    @Environment(\.isListRowContent) private var isListRowContent

    var body: some View {
        let selected = AnyHashable(selection.wrappedValue)
        let options = PickerOption.options(in: content, selecting: SelectionValue.self)
        let items = options.map { option in
            MenuItem.action(
                MenuItem.Action(label: option.label, role: nil, isSelected: option.tag == selected) {
                    if let value = option.tag?.base as? SelectionValue { selection.wrappedValue = value }
                })
        }
        let button = MenuButton(items: items, primaryAction: nil) {
            HStack(spacing: 5) {
                options.first { $0.tag == selected }?.label
                Image(systemName: "chevron.up.chevron.down").font(.system(size: 13, weight: .medium))
                    .accessibilityHidden(true)
            }
            .lineLimit(1)
        }
        if isListRowContent {
            HStack {
                label
                Spacer()
                button.foregroundColor(.secondary)
            }
        } else {
            button
        }
    }
}
