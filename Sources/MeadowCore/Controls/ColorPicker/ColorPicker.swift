import CoreGraphics
import Foundation

/// A control for choosing a colour, as SwiftUI's `ColorPicker` on iOS (`UIColorWell` and
/// `UIColorPickerViewController`).
///
/// It is a row: the label leading and, trailing, a round colour well (`ColorWell`: the current colour inside a ring
/// of hues). Tapping the well opens a sheet (`ColorGridSheet`) of iOS's colour grid, a row of greys above twelve
/// hues in ten shades each, with an opacity slider below when `supportsOpacity`; choosing a colour writes it to
/// the binding at the opacity shown, and the sheet stays open, as iOS's does, until it is closed.
public struct ColorPicker<Label: View>: View {
    let label: Label
    let selection: Binding<Color>
    let supportsOpacity: Bool
    @State private var isPresented = false

    /// A picker of a `Color`, described by `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
        self.supportsOpacity = supportsOpacity
    }

    /// A picker of a `CGColor`, described by `label`.
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(selection: Self.colorBinding(selection), supportsOpacity: supportsOpacity, label: label)
    }

    public var body: some View {
        LabeledControlRow(label: label) {
            ColorWell(color: selection.wrappedValue)
                .contentShape(Rectangle())
                .onTapGesture { isPresented = true }
                .accessibilityAddTraits(.isButton)
        }
        .sheet(isPresented: $isPresented) {
            ColorGridSheet(selection: selection, supportsOpacity: supportsOpacity)
        }
    }

    /// A `CGColor` binding read and written as a `Color`.
    private static func colorBinding(_ selection: Binding<CGColor>) -> Binding<Color> {
        Binding(
            get: { Color(cgColor: selection.wrappedValue) },
            set: { color in
                let rgba = color.resolve(in: EnvironmentValues())
                selection.wrappedValue = CGColor(
                    red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue),
                    alpha: CGFloat(rgba.alpha))
            })
    }
}

extension ColorPicker where Label == Text {
    /// A picker of a `Color` titled with the localised string of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker of a `Color` titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    /// A picker of a `CGColor` titled with the localised string of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker of a `CGColor` titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
