import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// A list of fruit under a large title, searchable, as a Contacts-style screen.
private struct SearchableFruitList: View {
    @State private var query = ""
    private let fruit = ["Apple", "Banana", "Cherry", "Grape", "Lemon", "Mango", "Orange", "Pear"]

    var body: some View {
        NavigationStack {
            List(fruit.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
                .navigationTitle("Fruit")
                .searchable(text: $query)
        }
    }
}

@MainActor
@Suite("searchable rendering")
struct SearchableRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("A searchable list under a large title: the grey search field with its magnifying glass and prompt under the title")
    func searchableList() {
        let driver = SnapshotDriver(SearchableFruitList(), device: .iPhone15)
        snapshots.assertMatches(driver.snapshot(), named: "searchable-list-large-title")
    }

    @Test("Searching: the bar gives way to the field at the top, with the typed text, the caret, the clear button and Cancel, over only the matching rows")
    func searching() throws {
        let driver = SnapshotDriver(SearchableFruitList(), device: .iPhone15)
        driver.tap(try #require(driver.find(identifier: "search-text")))
        driver.type("an")
        snapshots.assertMatches(driver.snapshot(), named: "searchable-list-search-active")
    }
}

/// Produce searched in all of it, or in fruit or vegetables, with suggestions for what is typed.
private struct SuggestedProduceSearch: View {
    @State private var query = ""
    @State private var scope = 0
    private let names = ["Apple", "Apricot", "Artichoke", "Asparagus", "Banana", "Carrot"]

    var body: some View {
        NavigationStack {
            List(names, id: \.self) { Text($0) }
                .navigationTitle("Produce")
                .searchable(text: $query)
                .searchScopes($scope, activation: .onSearchPresentation) {
                    Text("All").tag(0)
                    Text("Fruit").tag(1)
                    Text("Vegetables").tag(2)
                }
                .searchSuggestions {
                    ForEach(names.filter { $0.hasPrefix(query) && $0 != query }, id: \.self) { name in
                        Label(name, systemImage: "magnifyingglass").searchCompletion(name)
                    }
                }
        }
    }
}

@MainActor
@Suite("searchSuggestions and searchScopes rendering")
struct SearchSuggestionsRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("Searching with scopes and suggestions: the scope bar under the field, the suggestions listed over the content")
    func suggestionsAndScopes() throws {
        let driver = SnapshotDriver(SuggestedProduceSearch(), device: .iPhone15)
        driver.tap(try #require(driver.find(identifier: "search-text")))
        driver.type("A")
        snapshots.assertMatches(driver.snapshot(), named: "searchable-suggestions-scopes")
    }
}
