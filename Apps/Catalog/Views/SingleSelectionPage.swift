import SwiftUI

/// Fruits of which one can be picked: the tapped row stays highlighted and the bar names it.
struct SingleSelectionPage: View {
    private let fruits = ["Apples", "Bananas", "Cherries", "Dates"]
    @State private var selection: String?

    var body: some View {
        List(fruits, id: \.self, selection: $selection) { fruit in
            Text(fruit)
        }
        .navigationTitle(selection ?? "Pick a Fruit")
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct SingleSelectionPage_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            SingleSelectionPage()
        }
    }
}
