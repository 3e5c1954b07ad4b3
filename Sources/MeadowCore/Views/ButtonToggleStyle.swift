/// A toggle drawn as a button, as SwiftUI's `ButtonToggleStyle` (iOS 15 and later): its label in the tint, as a
/// borderless button, while off; over a platter of the tint at low opacity, as a bordered button, while on. A tap
/// flips it; disabled, it greys and takes no taps, as a disabled button does. The toggle stays one accessibility
/// element, a toggle, with its state.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ToggleButton(isOn: configuration.$isOn, label: configuration.label)
    }
}

/// The button of a `ButtonToggleStyle` toggle, bordered while on.
private struct ToggleButton: View {
    let isOn: Binding<Bool>
    let label: ToggleStyleConfiguration.Label

    var body: some View {
        if isOn.wrappedValue {
            button.buttonStyle(.bordered)
        } else {
            button.buttonStyle(.borderless)
        }
    }

    private var button: some View {
        Button { isOn.wrappedValue.toggle() } label: { label }
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button, bordered while the toggle is on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
