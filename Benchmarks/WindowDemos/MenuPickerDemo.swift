import Meadow

/// A menu-style picker in the middle of the screen (SwiftUI's `pickerStyle(.menu)`): a tap opens the menu of its
/// options over the screen, a tap on an option chooses it and closes the menu.
struct MenuPickerDemo: View {
    @State private var flavor = "Chocolate"
    private let flavors = ["Chocolate", "Vanilla", "Strawberry", "Pistachio"]

    var body: some View {
        Picker("Flavor", selection: $flavor) {
            ForEach(flavors, id: \.self) { Text($0) }
        }
        .pickerStyle(.menu)
    }
}
