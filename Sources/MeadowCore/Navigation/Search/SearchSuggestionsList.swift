/// The suggestions of a `searchable` view while its field has focus, as iOS lists them on iPhone: a plain list
/// covering the content below the search field, one row per suggestion with the list's separators; the content
/// stays behind it, kept as it was.
struct SearchSuggestionsList: View {
    let suggestions: AnyView
    let complete: (String) -> Void

    var body: some View {
        List { suggestions }
            .listStyle(.plain)
            .environment(\.searchCompletion, complete)
            .accessibilityIdentifier("search-suggestions")
    }
}
