/// The suggestions `searchSuggestions(_:)` gives the `searchable` view it modifies.
private struct SearchSuggestionsKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

extension EnvironmentValues {
    /// The suggestions the `searchable` view in this environment lists while its field has focus.
    var searchSuggestions: AnyView? {
        get { self[SearchSuggestionsKey.self] }
        set { self[SearchSuggestionsKey.self] = newValue }
    }
}

extension View {
    /// Lists `suggestions` below the search field of the `searchable` view this modifies while the field has focus,
    /// as SwiftUI's `searchSuggestions(_:)` on iPhone: a plain list over the content (see `SearchSuggestionsList`),
    /// not shown while there are no suggestions. A suggestion with `searchCompletion(_:)` puts its completion in
    /// the field when chosen.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        environment(\.searchSuggestions, AnyView(suggestions()))
    }
}
