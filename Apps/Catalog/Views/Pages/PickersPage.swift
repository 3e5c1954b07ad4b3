import SwiftUI

/// Pickers in every style: segmented, menu, inline, wheel, navigation link and palette; and the colour picker.
struct PickersPage: View {
    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate = "Chocolate"
        case vanilla = "Vanilla"
        case strawberry = "Strawberry"

        var id: Self { self }
    }

    @State private var segment = Flavor.chocolate
    @State private var menu = Flavor.vanilla
    @State private var inline = Flavor.strawberry
    @State private var wheel = Flavor.vanilla
    @State private var pushed = Flavor.chocolate
    @State private var symbol = "star"
    @State private var color = Color.orange

    var body: some View {
        Form {
            Section {
                Picker("Flavor", selection: $segment) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.rawValue).tag(flavor)
                    }
                }
                .pickerStyle(.segmented)
                Text("Selected: \(segment.rawValue)")
                    .foregroundStyle(.secondary)
                    .accessibilityIdentifier("segment-selection")
            } header: {
                Text("Segmented")
            } footer: {
                Text("A segmented control: each option a segment, the selected one raised.")
            }

            Section {
                Picker("Flavor", selection: $menu) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.rawValue).tag(flavor)
                    }
                }
                .pickerStyle(.menu)
            } header: {
                Text("Menu")
            } footer: {
                Text("The selection with up and down chevrons; a tap opens the options in a menu.")
            }

            Section {
                Picker("Flavor", selection: $pushed) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.rawValue).tag(flavor)
                    }
                }
                .pickerStyle(.navigationLink)
            } header: {
                Text("Navigation Link")
            } footer: {
                Text("A row that pushes the options as a list of their own.")
            }

            Section {
                Picker("Flavor", selection: $inline) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.rawValue).tag(flavor)
                    }
                }
                .pickerStyle(.inline)
                .labelsHidden()
            } header: {
                Text("Inline")
            } footer: {
                Text("The options as rows, a checkmark beside the selected one.")
            }

            Section {
                Picker("Flavor", selection: $wheel) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.rawValue).tag(flavor)
                    }
                }
                .pickerStyle(.wheel)
            } header: {
                Text("Wheel")
            } footer: {
                Text("A spinning wheel of options, the selection in the band across its middle.")
            }

            Section {
                Picker("Symbol", selection: $symbol) {
                    ForEach(["star", "heart", "bell", "bookmark"], id: \.self) { name in
                        Image(systemName: name).tag(name)
                    }
                }
                .pickerStyle(.palette)
            } header: {
                Text("Palette")
            } footer: {
                Text("Symbols side by side, the selected one highlighted.")
            }

            Section {
                ColorPicker("Color", selection: $color)
                ColorPicker("Without Opacity", selection: $color, supportsOpacity: false)
                RoundedRectangle(cornerRadius: 8)
                    .fill(color)
                    .frame(height: 32)
                    .accessibilityIdentifier("chosen-color")
            } header: {
                Text("Color Picker")
            } footer: {
                Text("A colour well; a tap opens the grid of colours, with an opacity slider unless it is left out.")
            }
        }
    }
}

struct PickersPage_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            PickersPage()
        }
    }
}
