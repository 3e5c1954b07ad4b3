import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// What the views inside a searchable screen saw of the search.
@MainActor
private final class SearchLog {
    var isSearching = false
    var searches: [String] = []
    var dismiss: DismissSearchAction?
}

/// Reports `isSearching` and `dismissSearch` from inside the searchable content.
private struct SearchReader: View {
    let log: SearchLog
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        let _ = log.isSearching = isSearching
        let _ = log.dismiss = dismissSearch
        Color.clear.frame(height: 10)
    }
}

/// A list of fruit filtered by the search text, under a large or an inline title.
private struct FruitSearch: View {
    let text: StateProbe<String>
    let log: SearchLog
    var displayMode = NavigationBarItem.TitleDisplayMode.automatic
    @State private var query = ""
    private let fruit = ["Apple", "Banana", "Cherry", "Grape"]

    var body: some View {
        let _ = text.binding = $query
        NavigationStack {
            VStack(spacing: 0) {
                SearchReader(log: log)
                ForEach(fruit.filter { query.isEmpty || $0.lowercased().contains(query.lowercased()) }, id: \.self) {
                    Text($0)
                }
                Spacer()
            }
            .accessibilityIdentifier("content")
            .navigationTitle("Fruit")
            .navigationBarTitleDisplayMode(displayMode)
            .searchable(text: $query, prompt: "Find fruit")
            .onSubmit(of: .search) { log.searches.append(query) }
        }
    }
}

/// A searchable scroll view of ten 80-point bars, whose search presentation a probe reads and writes.
private struct PresentedSearch: View {
    let presented: StateProbe<Bool>
    @State private var query = ""
    @State private var isPresented = false

    var body: some View {
        let _ = presented.binding = $isPresented
        NavigationStack {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { Color.blue.frame(height: 80).accessibilityIdentifier("bar-\($0)") }
                }
            }
            .navigationTitle("Bars")
            .searchable(text: $query, isPresented: $isPresented, placement: .navigationBarDrawer(displayMode: .always))
        }
    }
}

/// `searchable` on iOS: UISearchBar's 36-point field on a 52-point strip under the navigation bar's title, alone at
/// the top while it has focus (UISearchController's `hidesNavigationBarDuringPresentation`).
@MainActor
@Suite("searchable")
struct SearchableTests {
    /// iPhone 15: 393×852, safe area 59 top and 34 bottom.
    let top: CGFloat = 59

    @Test("Under a large title the search field is 36 tall and full width within 16-point margins, and the content starts below its strip")
    func largeTitleFrames() throws {
        let driver = InteractionDriver(FruitSearch(text: StateProbe(), log: SearchLog()))
        let field = try #require(driver.find(identifier: "search-field"))
        #expect(field.frame == CGRect(x: 16, y: top + 96 + 8, width: 361, height: 36))
        #expect(try #require(driver.find(identifier: "content")).frame.minY == top + 96 + 52)
        #expect(driver.find(text: "Find fruit") != nil, "the prompt shows while the text is empty")
        #expect(driver.find(identifier: "search-cancel") == nil)
    }

    @Test("Under an inline title the search strip follows the 44-point bar")
    func inlineTitleFrames() throws {
        let driver = InteractionDriver(FruitSearch(text: StateProbe(), log: SearchLog(), displayMode: .inline))
        let field = try #require(driver.find(identifier: "search-field"))
        #expect(field.frame == CGRect(x: 16, y: top + 44 + 8, width: 361, height: 36))
        #expect(try #require(driver.find(identifier: "content")).frame.minY == top + 44 + 52)
    }

    @Test("Tapping the field focuses it, moves it to the top in place of the bar and shows Cancel; typing updates the binding and filters the list; Cancel clears and ends the search")
    func typingAndCancel() throws {
        let text = StateProbe<String>()
        let log = SearchLog()
        let driver = InteractionDriver(FruitSearch(text: text, log: log))
        driver.tap(try #require(driver.find(identifier: "search-text")))
        #expect(log.isSearching, "a focused field is searching")
        let cancel = try #require(driver.find(identifier: "search-cancel"))
        #expect(cancel.frame == CGRect(x: 393 - 16 - 51, y: top + 8 + (36 - 17) / 2, width: 51, height: 17), "6 characters of 8.5")
        let field = try #require(driver.find(identifier: "search-field"))
        #expect(field.frame == CGRect(x: 16, y: top + 8, width: 361 - 8 - 51, height: 36), "the field makes room for Cancel")
        #expect(driver.find(identifier: "navigation-large-title") == nil, "the bar hides while the field has focus")
        #expect(try #require(driver.find(identifier: "content")).frame.minY == top + 52)
        driver.type("ap")
        #expect(text.value == "ap")
        #expect(log.isSearching)
        #expect(driver.find(text: "Apple") != nil)
        #expect(driver.find(text: "Grape") != nil)
        #expect(driver.find(text: "Banana") == nil)
        #expect(driver.find(text: "Find fruit") == nil, "the prompt hides once there is text")
        #expect(driver.find(identifier: "search-clear") != nil)
        driver.tap(try #require(driver.find(identifier: "search-cancel")))
        #expect(text.value == "")
        #expect(!log.isSearching)
        #expect(driver.find(identifier: "search-cancel") == nil)
        #expect(driver.find(text: "Banana") != nil)
        #expect(try #require(driver.find(identifier: "search-field")).frame.minY == top + 96 + 8, "back under the title")
    }

    @Test("The clear button empties the text and leaves the field focused")
    func clearButton() throws {
        let text = StateProbe<String>()
        let log = SearchLog()
        let driver = InteractionDriver(FruitSearch(text: text, log: log))
        driver.tap(try #require(driver.find(identifier: "search-text")))
        driver.type("ab")
        #expect(text.value == "ab")
        driver.tap(try #require(driver.find(identifier: "search-clear")))
        #expect(text.value == "")
        #expect(log.isSearching)
        #expect(driver.find(identifier: "search-clear") == nil)
        #expect(driver.find(identifier: "search-cancel") != nil)
    }

    @Test("Return runs onSubmit(of: .search); dismissSearch clears the text and ends the search")
    func submitAndDismiss() throws {
        let text = StateProbe<String>()
        let log = SearchLog()
        let driver = InteractionDriver(FruitSearch(text: text, log: log))
        driver.tap(try #require(driver.find(identifier: "search-text")))
        driver.type("ch")
        driver.press(.return)
        #expect(log.searches == ["ch"])
        let dismissSearch = try #require(log.dismiss)
        dismissSearch()
        driver.layOut()
        #expect(text.value == "")
        #expect(!log.isSearching)
        #expect(driver.find(identifier: "search-cancel") == nil)
    }

    @Test("In a scroll view the content starts below the search strip and the strip moves up as the large title collapses")
    func scrollingCollapse() throws {
        let driver = InteractionDriver(PresentedSearch(presented: StateProbe()))
        #expect(try #require(driver.find(identifier: "search-field")).frame.minY == top + 96 + 8)
        #expect(try #require(driver.find(identifier: "bar-0")).frame.minY == top + 96 + 52)
        driver.scroll(at: CGPoint(x: 196, y: 500), by: CGSize(width: 0, height: 30))
        #expect(try #require(driver.find(identifier: "search-field")).frame.minY == top + 96 + 8 - 30)
        #expect(try #require(driver.find(identifier: "bar-0")).frame.minY == top + 96 + 52 - 30)
        driver.scroll(at: CGPoint(x: 196, y: 500), by: CGSize(width: 0, height: 100))
        #expect(try #require(driver.find(identifier: "search-field")).frame.minY == top + 44 + 8, "under the collapsed bar")
    }

    @Test("isPresented follows the field's focus, and writing it focuses the field or ends the search")
    func isPresented() throws {
        let presented = StateProbe<Bool>()
        let driver = InteractionDriver(PresentedSearch(presented: presented))
        driver.tap(try #require(driver.find(identifier: "search-text")))
        #expect(presented.value == true)
        driver.tap(try #require(driver.find(identifier: "search-cancel")))
        #expect(presented.value == false)
        presented.set(true)
        driver.layOut()
        #expect(driver.find(identifier: "search-cancel") != nil, "the field has focus")
        presented.set(false)
        driver.layOut()
        #expect(driver.find(identifier: "search-cancel") == nil)
    }

    @Test("A tap on the magnifying glass end of the field focuses it too")
    func tapOnGlass() throws {
        let log = SearchLog()
        let driver = InteractionDriver(FruitSearch(text: StateProbe(), log: log))
        let field = try #require(driver.find(identifier: "search-field")).frame
        driver.tap(at: CGPoint(x: field.minX + 4, y: field.midY))
        #expect(log.isSearching)
        #expect(driver.find(identifier: "search-cancel") != nil)
    }
}
