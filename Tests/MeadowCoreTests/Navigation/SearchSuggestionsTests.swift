import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A searchable list of fruit whose suggestions are the fruit names that start with the text and are not it.
private struct SuggestedFruit: View {
    let text: StateProbe<String>
    /// Gives the suggestions through `searchable(text:prompt:suggestions:)` rather than `searchSuggestions(_:)`.
    var inSearchable = false
    @State private var query = ""
    private let fruit = ["apple", "apricot", "banana"]

    var body: some View {
        let _ = text.binding = $query
        NavigationStack {
            if inSearchable {
                content.searchable(text: $query, prompt: "Fruit") { suggestions }
            } else {
                content.searchable(text: $query, prompt: "Fruit").searchSuggestions { suggestions }
            }
        }
    }

    private var content: some View {
        VStack(spacing: 0) {
            Text("Results")
            Spacer()
        }
        .frame(maxWidth: .infinity)
        .accessibilityIdentifier("content")
        .navigationTitle("Fruit")
    }

    @ViewBuilder private var suggestions: some View {
        ForEach(fruit.filter { $0.hasPrefix(query.lowercased()) && $0 != query }, id: \.self) { name in
            Text("Suggest \(name)").searchCompletion(name)
        }
    }
}

/// `searchSuggestions(_:)` and `searchCompletion(_:)` on iPhone: while the search field has focus, the suggestions
/// list covers the content under the field (Apple's "Suggesting search terms"); choosing one replaces the search text.
@MainActor
@Suite("searchSuggestions")
struct SearchSuggestionsTests {
    @Test("The suggestions show only while the field has focus, over the whole content below the field", arguments: [false, true])
    func listCoversContent(inSearchable: Bool) throws {
        let driver = InteractionDriver(SuggestedFruit(text: StateProbe(), inSearchable: inSearchable))
        #expect(driver.find(identifier: "search-suggestions") == nil)
        #expect(driver.find(text: "Suggest apple") == nil)
        driver.tap(try #require(driver.find(identifier: "search-text")))
        let list = try #require(driver.find(identifier: "search-suggestions"))
        let content = try #require(driver.find(identifier: "content"))
        #expect(list.frame == content.frame)
        #expect(abs(content.frame.minY - (59 + 52)) < 1e-9, "the field alone at the top while it has focus")
        let apple = try #require(driver.find(text: "Suggest apple"))
        #expect(apple.frame.minY > list.frame.minY)
        #expect(driver.find(text: "Suggest banana") != nil)
        driver.tap(try #require(driver.find(identifier: "search-cancel")))
        #expect(driver.find(identifier: "search-suggestions") == nil)
    }

    @Test("Choosing a suggestion puts its completion in the field, which keeps its focus; the list follows the text")
    func choosingCompletes() throws {
        let text = StateProbe<String>()
        let driver = InteractionDriver(SuggestedFruit(text: text))
        driver.tap(try #require(driver.find(identifier: "search-text")))
        driver.type("ap")
        #expect(driver.find(text: "Suggest banana") == nil)
        driver.tap(try #require(driver.find(text: "Suggest apricot")))
        #expect(text.value == "apricot")
        #expect(driver.find(identifier: "search-cancel") != nil, "the field keeps its focus")
        #expect(driver.find(text: "Suggest apricot") == nil)
    }

    @Test("With no suggestions the list does not show and the content is in view")
    func emptySuggestions() throws {
        let driver = InteractionDriver(SuggestedFruit(text: StateProbe()))
        driver.tap(try #require(driver.find(identifier: "search-text")))
        driver.type("kiwi")
        #expect(driver.find(identifier: "search-suggestions") == nil)
        #expect(driver.find(text: "Results") != nil)
    }
}
