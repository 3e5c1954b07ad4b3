import SwiftUI

/// Sliders and steppers: continuous and stepped, with bound labels, disabled and tinted.
struct SlidersPage: View {
    @State private var volume = 0.5
    @State private var rating = 3.0
    @State private var brightness = 0.7
    @State private var quantity = 2
    @State private var degrees = 20

    var body: some View {
        Form {
            Section {
                Slider(value: $volume)
                    .accessibilityIdentifier("volume")
                Text("Volume \(Int((volume * 100).rounded())) %")
                    .foregroundStyle(.secondary)
            } header: {
                Text("Slider")
            } footer: {
                Text("A continuous value from 0 to 1.")
            }

            Section {
                Slider(value: $rating, in: 1...5, step: 1) {
                    Text("Rating")
                } minimumValueLabel: {
                    Text("1")
                } maximumValueLabel: {
                    Text("5")
                }
                Text("Rating \(Int(rating))")
                    .foregroundStyle(.secondary)
            } header: {
                Text("Stepped, with Labels")
            } footer: {
                Text("Steps of one from 1 to 5, the bounds' labels at each end.")
            }

            Section {
                Slider(value: $brightness)
                    .tint(.orange)
                Slider(value: .constant(0.3))
                    .disabled(true)
            } header: {
                Text("Tinted and Disabled")
            } footer: {
                Text("A tinted track, and a disabled slider that keeps its value.")
            }

            Section {
                Stepper("Quantity: \(quantity)", value: $quantity, in: 0...10)
                    .accessibilityIdentifier("quantity")
                Stepper("Temperature: \(degrees)°", value: $degrees, in: -10...40, step: 5)
                Stepper("Disabled: 4", value: .constant(4), in: 0...10)
                    .disabled(true)
            } header: {
                Text("Stepper")
            } footer: {
                Text("Minus and plus step the value within its range.")
            }
        }
    }
}

struct SlidersPage_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            SlidersPage()
        }
    }
}
