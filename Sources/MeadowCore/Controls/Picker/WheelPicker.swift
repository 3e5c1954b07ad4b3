import Foundation

/// A picker in the wheel style, as iOS draws `WheelPickerStyle`: the options' labels on a `Wheel`, the selected one
/// in the selection band; turning the wheel to an option selects its tag. The picker's label is not shown, as on
/// iOS.
struct WheelPicker<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let content: Content

    var body: some View {
        let options = PickerOption.options(in: content, selecting: SelectionValue.self)
        let selected = AnyHashable(selection.wrappedValue)
        Wheel(
            count: options.count, selectedIndex: options.firstIndex { $0.tag == selected } ?? 0,
            row: { options[$0].label }
        ) { index in
            if let value = options[index].tag?.base as? SelectionValue { selection.wrappedValue = value }
        }
    }
}
