import Foundation

/// A picker in the navigation link style, as iOS draws `NavigationLinkPickerStyle`: a row with the label leading
/// and the selected option in grey trailing, then the list row's chevron; tapping it pushes a screen titled with
/// the label listing the options (`OptionRow`s, the selected one checked) in an inset grouped list. Choosing an
/// option selects it and pops the screen.
struct NavigationLinkPicker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content

    var body: some View {
        let options = PickerOption.options(in: content, selecting: SelectionValue.self)
        let selected = AnyHashable(selection.wrappedValue)
        NavigationLink {
            PickerOptionsScreen(title: label as? Text, options: options, selection: selection)
        } label: {
            HStack {
                label
                Spacer()
                options.first { $0.tag == selected }?.label.foregroundColor(.secondary)
            }
            .lineLimit(1)
        }
    }
}

/// The screen a navigation link picker pushes: its options as checked rows; choosing one pops the screen.
private struct PickerOptionsScreen<SelectionValue: Hashable>: View {
    let title: Text?
    let options: [PickerOption]
    let selection: Binding<SelectionValue>
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let selected = AnyHashable(selection.wrappedValue)
        List {
            ForEach(Array(options.enumerated()), id: \.offset) { _, option in
                OptionRow(label: option.label, isSelected: option.tag == selected) {
                    if let value = option.tag?.base as? SelectionValue { selection.wrappedValue = value }
                    dismiss()
                }
            }
        }
        .navigationTitle(title ?? Text(""))
        .navigationBarTitleDisplayMode(.inline)
    }
}
