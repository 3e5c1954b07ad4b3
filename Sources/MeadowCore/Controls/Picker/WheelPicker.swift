import Foundation

/// A picker in the wheel style, as iOS draws `WheelPickerStyle`: the options' labels on a `Wheel`, the selected one
/// in the selection band; turning the wheel to an option selects its tag. The picker's label is not shown, as on
/// iOS, but names the wheel to a screen reader.
struct WheelPicker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content

    var body: some View {
        let options = PickerOption.options(in: content, selecting: SelectionValue.self)
        let selected = AnyHashable(selection.wrappedValue)
        Wheel(
            count: options.count, selectedIndex: options.firstIndex { $0.tag == selected } ?? 0, label: AnyView(label),
            row: { options[$0].label }
        ) { index in
            if let value = options[index].tag?.base as? SelectionValue { selection.wrappedValue = value }
        }
    }
}
