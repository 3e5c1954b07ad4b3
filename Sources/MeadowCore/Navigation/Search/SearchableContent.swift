/// A `searchable` view: its content, with `isSearching` and `dismissSearch` for the views inside, and its search
/// field handed to the enclosing navigation bar, which shows it under the title, and alone in place of the bar
/// while it has focus, as UIKit's search controller hides the navigation bar during a search.
///
/// Searching is on while the field has focus or text, as SwiftUI's `isSearching`; `isPresented`, when given,
/// follows the field's focus and moves focus to it or away when written, as SwiftUI's
/// `searchable(text:isPresented:placement:prompt:)`.
///
/// While the field has focus, the suggestions from `searchSuggestions(_:)` (when there are any) cover the content
/// (`SearchSuggestionsList`), and the scopes from `searchScopes` show in a segmented control above it, 16 points
/// from the sides and 8 above the content, as UISearchBar's scope bar under its field: a safe-area inset, so a
/// list scrolls under it.
struct SearchableContent<Content: View>: View {
    let content: Content
    let text: Binding<String>
    var isPresented: Binding<Bool>?
    let prompt: Text
    @FocusState private var isFocused: Bool
    @Environment(\.submitActions) private var submitActions
    @Environment(\.searchSuggestions) private var suggestions
    @Environment(\.searchScopeBar) private var scopeBar

    var body: some View {
        let field = SearchField(text: text, prompt: prompt, isFocused: $isFocused) { [submitActions] in
            for submit in submitActions.reversed() where submit.triggers.contains(.search) { submit.action() }
        }
        let isSearching = isFocused || !text.wrappedValue.isEmpty
        let showsScopes = scopeBar.map { isSearching && !($0.activation.waitsForText && text.wrappedValue.isEmpty) } ?? false
        if let scopeBar {
            searchableContent(isSearching: isSearching, field: field)
                .safeAreaInset(edge: .top, spacing: 0) {
                    if showsScopes {
                        scopeBar.picker
                            .accessibilityIdentifier("search-scopes")
                            .padding(.horizontal, NavigationBar.edgePadding)
                            .padding(.bottom, 8)
                            .background(Color.systemBackground)
                    }
                }
        } else {
            searchableContent(isSearching: isSearching, field: field)
        }
    }

    /// The content with the search's environment, its suggestions over it while the field has focus, and the
    /// search field handed to the bar.
    private func searchableContent(isSearching: Bool, field: SearchField) -> some View {
        content
            .environment(\.searchSuggestions, nil)
            .environment(\.searchScopeBar, nil)
            .overlay {
                if isFocused, let suggestions, !ViewList.of(suggestions).elements.isEmpty {
                    SearchSuggestionsList(suggestions: suggestions) { [text] completion in text.wrappedValue = completion }
                }
            }
            .environment(\.isSearching, isSearching)
            .environment(\.dismissSearch, DismissSearchAction { [text, $isFocused] in
                text.wrappedValue = ""
                $isFocused.wrappedValue = false
            })
            .navigationBar { [isFocused] bar in
                bar.search = AnyView(field)
                bar.searchIsActive = isFocused
            }
            .preference(key: NavigationSearchKey.self, value: isFocused ? .active : .idle)
            .onChange(of: isFocused) { _, focused in
                if let isPresented, isPresented.wrappedValue != focused { isPresented.wrappedValue = focused }
            }
            .onChange(of: isPresented?.wrappedValue ?? false) { _, presented in
                if isPresented != nil, presented != isFocused { isFocused = presented }
            }
    }
}
