import SwiftUI

/// Buttons in each style, role, state, size and border shape.
struct ButtonsPage: View {
    @State private var taps = 0

    var body: some View {
        Form {
            Section {
                Button("Automatic") { taps += 1 }
                Button("Bordered") { taps += 1 }
                    .buttonStyle(.bordered)
                Button("Bordered Prominent") { taps += 1 }
                    .buttonStyle(.borderedProminent)
                Button("Borderless") { taps += 1 }
                    .buttonStyle(.borderless)
                Button("Plain") { taps += 1 }
                    .buttonStyle(.plain)
                Text("Tapped \(taps) times")
                    .foregroundStyle(.secondary)
                    .accessibilityIdentifier("tap-count")
            } header: {
                Text("Styles")
            } footer: {
                Text("Automatic, bordered, bordered prominent, borderless and plain.")
            }

            Section {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
                Button(role: .destructive) {} label: {
                    Label("Move to Trash", systemImage: "trash")
                }
            } header: {
                Text("Roles")
            } footer: {
                Text("A destructive button is red; a cancel button is bold in alerts and dialogs.")
            }

            Section {
                Button("Disabled") { taps += 1 }
                    .disabled(true)
                Button("Disabled Prominent") { taps += 1 }
                    .buttonStyle(.borderedProminent)
                    .disabled(true)
                Button("Tinted Orange") { taps += 1 }
                    .tint(.orange)
                Button("Tinted Prominent") { taps += 1 }
                    .buttonStyle(.borderedProminent)
                    .tint(.green)
            } header: {
                Text("States")
            } footer: {
                Text("Disabled buttons are grey and take no taps; tint colours a button.")
            }

            Section {
                HStack {
                    Button("Mini") {}
                        .controlSize(.mini)
                    Button("Small") {}
                        .controlSize(.small)
                    Button("Regular") {}
                        .controlSize(.regular)
                    Button("Large") {}
                        .controlSize(.large)
                }
                .buttonStyle(.bordered)
            } header: {
                Text("Sizes")
            } footer: {
                Text("Mini, small, regular and large control sizes.")
            }

            Section {
                HStack {
                    Button("Capsule") {}
                        .buttonBorderShape(.capsule)
                    Button("Rounded") {}
                        .buttonBorderShape(.roundedRectangle)
                    Button("Automatic") {}
                        .buttonBorderShape(.automatic)
                }
                .buttonStyle(.borderedProminent)
            } header: {
                Text("Border Shapes")
            } footer: {
                Text("Capsule, rounded rectangle and automatic borders.")
            }
        }
    }
}

struct ButtonsPage_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            ButtonsPage()
        }
    }
}
