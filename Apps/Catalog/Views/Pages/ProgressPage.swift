import SwiftUI

/// Progress views, spinning and as a bar, and gauges in their styles.
struct ProgressPage: View {
    @State private var progress = 0.4

    var body: some View {
        Form {
            Section {
                ProgressView()
                ProgressView("Loading…")
            } header: {
                Text("Indeterminate")
            } footer: {
                Text("The spinning activity indicator, alone and with a label.")
            }

            Section {
                ProgressView(value: progress)
                    .accessibilityIdentifier("progress")
                ProgressView("Downloading", value: progress)
                    .tint(.orange)
                Button("Add 10 %") {
                    progress = min(1, progress + 0.1)
                }
                Text("\(Int((progress * 100).rounded())) % done")
                    .foregroundStyle(.secondary)
                    .accessibilityIdentifier("progress-percent")
            } header: {
                Text("Determinate")
            } footer: {
                Text("A bar filled to the fraction done; the button adds a tenth.")
            }

            Section {
                ProgressView()
                    .progressViewStyle(.linear)
                ProgressView(value: progress)
                    .progressViewStyle(.circular)
            } header: {
                Text("Styles")
            } footer: {
                Text("The linear style draws the bar, empty while the progress is unknown; the circular one spins whatever the progress.")
            }

            Section {
                Gauge(value: 0.7) {
                    Text("Storage")
                } currentValueLabel: {
                    Text("70 %")
                }
                Gauge(value: 0.25) {
                    Text("Battery")
                }
                .tint(.green)
                HStack(spacing: 20) {
                    Gauge(value: 0.6) {
                        Text("Speed")
                    } currentValueLabel: {
                        Text("60")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    Gauge(value: 0.9) {
                        Text("Fuel")
                    } currentValueLabel: {
                        Text("90")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .tint(.orange)
                }
            } header: {
                Text("Gauge")
            } footer: {
                Text("A linear capacity gauge, and the circular one of watch complications.")
            }
        }
    }
}

struct ProgressPage_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            ProgressPage()
        }
    }
}
