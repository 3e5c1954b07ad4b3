import Foundation

/// A picker in the palette style, as iOS 17 draws `PalettePickerStyle` outside a menu: the options side by side in
/// equal cells 36 points tall, a `Label` shown as its icon alone; the selected option sits on a rounded rectangle
/// (corner radius 8) in iOS's tertiary system fill, in the accent colour, the others in the primary colour.
/// Tapping a cell selects its option.
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
                    .onTapGesture {
                        if let value = option.tag?.base as? SelectionValue { selection.wrappedValue = value }
                    }
                    .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
            }
        }
    }
}
