import Foundation

/// A picker in the palette style, as iOS 17 draws `PalettePickerStyle` outside a menu: the options side by side in
/// equal cells 36 points tall, a `Label` shown as its icon alone; the selected option sits on a rounded rectangle
/// (corner radius 8) in iOS's tertiary system fill, in the accent colour, the others in the primary colour.
/// Tapping a cell selects its option.
///
/// VoiceOver reads each cell as a button, the selected one selected, named by its option: its text, a `Label`'s
/// title, a symbol's spoken name, or a colour's name ("Red"), so no two read alike.
struct PalettePicker<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let content: Content

    static var cellHeight: CGFloat { 36 }

    var body: some View {
        let options = PickerOption.options(in: content, selecting: SelectionValue.self)
        let selected = AnyHashable(selection.wrappedValue)
        HStack(spacing: 4) {
            ForEach(Array(options.enumerated()), id: \.offset) { _, option in
                let isSelected = option.tag == selected
                option.label
                    .labelStyle(.iconOnly)
                    .font(.system(size: 17, weight: isSelected ? .semibold : .regular))
                    .foregroundColor(isSelected ? .accentColor : .primary)
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, minHeight: Self.cellHeight)
                    .background {
                        if isSelected { RoundedRectangle(cornerRadius: 8).fill(WheelBand.fill) }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { select(option) }
                    .accessibilityAttributes { [name = option.color?.accessibilityName] attributes in
                        if let name { attributes.setIfUnset(\.label, name) }
                    }
                    .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
                    .accessibilityAction { select(option) }
            }
        }
    }

    private func select(_ option: PickerOption) {
        if let value = option.tag?.base as? SelectionValue { selection.wrappedValue = value }
    }
}
