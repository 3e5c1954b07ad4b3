/// A control's row as iOS lays it out: its label leading and the control trailing, the row as wide as it is
/// offered; with labels hidden (`labelsHidden()`), the control alone at its own size, as SwiftUI shows a
/// `Toggle`, `Stepper` or `ColorPicker` then. (SwiftUI still names the control by the hidden label to a screen
/// reader; Meadow's control then has no name.)
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
            control
        } else {
            HStack {
                label
                Spacer()
                control
            }
        }
    }
}
