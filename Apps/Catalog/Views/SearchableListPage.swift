import SwiftUI

/// A plain list of fruits that a search field in the bar filters as you type, and that a pull refreshes.
struct SearchableListPage: View {
    @State private var query = ""
    @State private var refreshes = 0
    private let fruits = ["Apples", "Apricots", "Bananas", "Blueberries", "Cherries", "Dates", "Figs", "Grapes"]

    private var shown: [String] {
        query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        List {
            Section {
                ForEach(shown, id: \.self) { fruit in
                    Text(fruit)
                }
            } footer: {
                Text("Refreshes: \(refreshes)")
                    .accessibilityIdentifier("refreshes")
            }
        }
        .listStyle(.plain)
        .searchable(text: $query, prompt: "Fruits")
        .refreshable {
            await MainActor.run { refreshes += 1 }
        }
        .navigationTitle("Search")
    }
}

struct SearchableListPage_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            SearchableListPage()
        }
    }
}
