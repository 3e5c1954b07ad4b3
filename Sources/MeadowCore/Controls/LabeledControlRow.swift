/// A control's row as iOS lays it out: its label leading and the control trailing, the row as wide as it is
/// offered; with labels hidden (`labelsHidden()`), the control alone at its own size, as SwiftUI shows a
/// `Toggle`, `Stepper` or `ColorPicker` then. The hidden label still names the control to a screen reader, as
/// SwiftUI keeps it as the accessibility label: it is there, undrawn and untouchable, over the control.
struct LabeledControlRow<Label: View, Control: View>: View {
    let label: Label
    let control: Control
    @Environment(\.labelsVisibility) private var labelsVisibility

    init(label: Label, @ViewBuilder control: () -> Control) {
        self.label = label
        self.control = control()
    }

    var body: some View {
        if labelsVisibility == .hidden {
            control.accessibilityLabelView(label)
        } else {
            HStack {
                label
                Spacer()
                control
            }
        }
    }
}
