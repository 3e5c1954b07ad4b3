/// iOS's switch, as SwiftUI's `SwitchToggleStyle`: the label leading, the 51×31 switch trailing, the toggle as wide
/// as it is offered (swiftui-system-metrics.md §4, "Layout in SwiftUI"). The track is green when on
/// (systemGreen, or the `tint`); a tap on the switch flips it, and its knob can be dragged, the value decided where
/// the knob is let go.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    public init() {
        tint = nil
    }

    /// A switch whose track is `tint` when on.
    public init(tint: Color) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        LabeledControlRow(label: configuration.label) {
            DimmableSwitch(isOn: configuration.$isOn, tint: tint)
        }
    }
}

/// The switch at half opacity and taking no taps or drags while disabled, as iOS's disabled switch (and Meadow's
/// `Slider`).
private struct DimmableSwitch: View {
    let isOn: Binding<Bool>
    let tint: Color?
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        ToggleSwitch(isOn: isOn, tint: tint).opacity(isEnabled ? 1 : 0.5).allowsHitTesting(isEnabled)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The switch style.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
