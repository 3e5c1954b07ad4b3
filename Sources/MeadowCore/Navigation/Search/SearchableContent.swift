/// A `searchable` view: its content, with `isSearching` and `dismissSearch` for the views inside, and its search
/// field handed to the enclosing navigation bar, which shows it under the title, and alone in place of the bar
/// while it has focus, as UIKit's search controller hides the navigation bar during a search.
///
/// Searching is on while the field has focus or text, as SwiftUI's `isSearching`; `isPresented`, when given,
/// follows the field's focus and moves focus to it or away when written, as SwiftUI's
/// `searchable(text:isPresented:placement:prompt:)`.
struct SearchableContent<Content: View>: View {
    let content: Content
    let text: Binding<String>
    var isPresented: Binding<Bool>?
    let prompt: Text
    @FocusState private var isFocused: Bool
    @Environment(\.submitActions) private var submitActions

    var body: some View {
        let field = SearchField(text: text, prompt: prompt, isFocused: $isFocused) { [submitActions] in
            for submit in submitActions.reversed() where submit.triggers.contains(.search) { submit.action() }
        }
        content
            .environment(\.isSearching, isFocused || !text.wrappedValue.isEmpty)
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
