import Foundation

/// A picker in the inline style, as iOS draws `InlinePickerStyle`: in a `Form` or a `List` the options are rows of
/// their own, 44 points tall, divided by hairlines, with an accent `checkmark` trailing on the selected one;
/// tapping a row selects it. Anywhere else it is a wheel (`WheelPicker`), as on iOS.
struct InlinePicker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content
    @Environment(\.isListRowContent) private var isListRowContent

    static var rowHeight: CGFloat { 44 }

    var body: some View {
        if isListRowContent {
            let options = PickerOption.options(in: content, selecting: SelectionValue.self)
            let selected = AnyHashable(selection.wrappedValue)
            VStack(spacing: 0) {
                ForEach(Array(options.enumerated()), id: \.offset) { index, option in
                    if index > 0 { Divider() }
                    OptionRow(label: option.label, isSelected: option.tag == selected) {
                        if let value = option.tag?.base as? SelectionValue { selection.wrappedValue = value }
                    }
                    .frame(minHeight: Self.rowHeight)
                }
            }
            // The rows fill the cell: its 6-point insets above and below are taken back.
            .padding(.vertical, -6)
        } else {
            WheelPicker(label: label, selection: selection, content: content)
        }
    }
}

/// An option as a list row: its label leading in the primary colour and, when selected, an accent checkmark
/// trailing (17-point semibold), as a `UITableViewCell` with the checkmark accessory; the whole row is tappable.
struct OptionRow: View {
    let label: AnyView
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                label.foregroundColor(.primary)
                Spacer()
                if isSelected {
                    Image(systemName: "checkmark")
                        .font(.system(size: 17, weight: .semibold))
                        .foregroundColor(.accentColor)
                }
            }
            .frame(maxHeight: .infinity)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}
