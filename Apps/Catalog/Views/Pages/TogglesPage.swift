import SwiftUI

/// Toggles on and off, as buttons, disabled, tinted and with an icon in their label.
struct TogglesPage: View {
    @State private var wiFi = true
    @State private var bluetooth = false
    @State private var airplaneMode = false
    @State private var notifications = true
    @State private var isBold = true
    @State private var isStarred = false

    var body: some View {
        Form {
            Section {
                Toggle("Wi-Fi", isOn: $wiFi)
                    .accessibilityIdentifier("wifi")
                Toggle("Bluetooth", isOn: $bluetooth)
                Text(wiFi ? "Wi-Fi is on" : "Wi-Fi is off")
                    .foregroundStyle(.secondary)
            } header: {
                Text("States")
            } footer: {
                Text("A switch on and off; tap one to flip it.")
            }

            Section {
                HStack(spacing: 12) {
                    Toggle("Bold", isOn: $isBold)
                        .accessibilityIdentifier("bold")
                    Toggle(isOn: $isStarred) {
                        Label("Starred", systemImage: "star.fill")
                    }
                }
                .toggleStyle(.button)
                Text(isBold ? "Bold is on" : "Bold is off")
                    .foregroundStyle(.secondary)
            } header: {
                Text("Button Style")
            } footer: {
                Text("A button that shows its state: tinted while on, plain while off.")
            }

            Section {
                Toggle("Disabled On", isOn: .constant(true))
                    .disabled(true)
                Toggle("Disabled Off", isOn: .constant(false))
                    .disabled(true)
            } header: {
                Text("Disabled")
            } footer: {
                Text("Disabled switches keep their state, dimmed, and take no taps.")
            }

            Section {
                Toggle("Orange", isOn: .constant(true))
                    .tint(.orange)
                Toggle("Purple", isOn: .constant(true))
                    .tint(.purple)
            } header: {
                Text("Tinted")
            } footer: {
                Text("A tint colours the track of a switch that is on.")
            }

            Section {
                Toggle(isOn: $airplaneMode) {
                    Label("Airplane Mode", systemImage: "globe")
                }
                Toggle(isOn: $notifications) {
                    Label("Notifications", systemImage: "bell.fill")
                }
            } header: {
                Text("With a Label")
            } footer: {
                Text("A label with a title and an icon.")
            }
        }
    }
}

struct TogglesPage_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            TogglesPage()
        }
    }
}
