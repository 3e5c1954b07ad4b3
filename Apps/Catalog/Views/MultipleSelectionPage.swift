import SwiftUI

/// Fruits of which several can be selected once Edit is tapped, each row's check circle showing whether it is;
/// the bar counts them.
struct MultipleSelectionPage: View {
    private let fruits = ["Apples", "Bananas", "Cherries", "Dates"]
    @State private var selection: Set<String> = []

    var body: some View {
        List(fruits, id: \.self, selection: $selection) { fruit in
            Text(fruit)
        }
        .navigationTitle("\(selection.count) Selected")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            EditButton()
        }
    }
}

struct MultipleSelectionPage_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            MultipleSelectionPage()
        }
    }
}
