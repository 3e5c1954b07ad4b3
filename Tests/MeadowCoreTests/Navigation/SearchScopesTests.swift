import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Produce searched in all of it, or only in fruit or in vegetables.
private enum ProduceScope: Hashable {
    case all, fruit, vegetables
}

/// A searchable screen with produce scopes shown as `activation` says (the iOS 16.0 form when nil).
private struct ScopedSearch: View {
    let scope: StateProbe<ProduceScope>
    var activation: SearchScopeActivation?
    var scopes: [ProduceScope] = [.all, .fruit, .vegetables]
    @State private var query = ""
    @State private var selected = ProduceScope.all

    var body: some View {
        let _ = scope.binding = $selected
        NavigationStack {
            if let activation {
                content.searchScopes($selected, activation: activation) { options }
            } else {
                content.searchScopes($selected) { options }
            }
        }
    }

    private var content: some View {
        Color.clear
            .accessibilityIdentifier("content")
            .navigationTitle("Produce")
            .searchable(text: $query)
    }

    private var options: some View {
        ForEach(scopes, id: \.self) { scope in
            Text(scope == .all ? "All" : scope == .fruit ? "Fruit" : "Veg").tag(scope)
        }
    }
}

/// `searchScopes` on iPhone: UISearchBar's scope bar, a segmented control under the search field while searching.
@MainActor
@Suite("searchScopes")
struct SearchScopesTests {
    let top: CGFloat = 59

    @Test("On search presentation the scope bar shows under the focused field, 16 points from the sides, and the content starts 8 below it")
    func onSearchPresentation() throws {
        let scope = StateProbe<ProduceScope>()
        let driver = InteractionDriver(ScopedSearch(scope: scope, activation: .onSearchPresentation))
        #expect(driver.find(identifier: "search-scopes") == nil)
        driver.tap(try #require(driver.find(identifier: "search-text")))
        let bar = try #require(driver.find(identifier: "search-scopes"))
        #expect(bar.frame == CGRect(x: 16, y: top + 52, width: 361, height: 32))
        #expect(try #require(driver.find(identifier: "content")).frame.minY == top + 52 + 32 + 8)
        driver.tap(try #require(driver.find(text: "Veg")))
        #expect(scope.value == .vegetables)
        driver.tap(try #require(driver.find(identifier: "search-cancel")))
        #expect(driver.find(identifier: "search-scopes") == nil)
        #expect(try #require(driver.find(identifier: "content")).frame.minY == top + 96 + 52)
    }

    @Test("By default (onTextEntry on iOS) the scope bar waits for text", arguments: [nil, SearchScopeActivation.automatic, .onTextEntry])
    func onTextEntry(activation: SearchScopeActivation?) throws {
        let driver = InteractionDriver(ScopedSearch(scope: StateProbe(), activation: activation))
        driver.tap(try #require(driver.find(identifier: "search-text")))
        #expect(driver.find(identifier: "search-scopes") == nil)
        driver.type("p")
        #expect(try #require(driver.find(identifier: "search-scopes")).frame.minY == top + 52)
    }

    @Test("With fewer than two scopes there is no scope bar, as UISearchBar shows none")
    func singleScope() throws {
        let driver = InteractionDriver(ScopedSearch(scope: StateProbe(), activation: .onSearchPresentation, scopes: [.all]))
        driver.tap(try #require(driver.find(identifier: "search-text")))
        #expect(driver.find(identifier: "search-scopes") == nil)
    }
}
