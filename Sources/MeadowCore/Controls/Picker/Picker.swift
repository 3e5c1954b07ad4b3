import Foundation

/// A control for choosing one of several tagged options, as SwiftUI's `Picker`.
///
/// Each option is a child view with a `tag(_:)` (or, in a `ForEach` whose ids are selection values, its id); the
/// option whose tag equals the selection is chosen. The `pickerStyle` around it says how it shows: by default, as
/// on iOS 16 and later, a menu (`MenuPickerStyle`): a pop-up button outside a list, a row with the title and the
/// value inside a `Form` or a `List`. The other styles: `.segmented`, `.wheel` (`Wheel`), `.inline` (the options
/// as rows in a list, a wheel elsewhere), `.navigationLink` (a row pushing the options) and `.palette` (a row of
/// the options' images or titles).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content
    @Environment(\.pickerStyle) private var style

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        // A navigation link picker's row has the list row's chevron, as a `NavigationLink` does.
        styled.modifier(ViewTraitModifier<ShowsDisclosureIndicatorTraitKey>(value: style == .navigationLink))
    }

    @ViewBuilder private var styled: some View {
        switch style {
        case .segmented: SegmentedPicker(selection: selection, content: content, title: (label as? Text)?.plainString ?? "")
        case .wheel: WheelPicker(label: label, selection: selection, content: content)
        case .inline: InlinePicker(label: label, selection: selection, content: content)
        case .navigationLink: NavigationLinkPicker(label: label, selection: selection, content: content)
        case .palette: PalettePicker(selection: selection, content: content)
        case .menu: MenuPicker(label: label, selection: selection, content: content)
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}
