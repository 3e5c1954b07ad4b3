extension View {
    /// Puts a search field editing `text` in the enclosing navigation stack's bar, under its title, with
    /// `prompt` (else "Search") as its placeholder, as SwiftUI's `searchable(text:placement:prompt:)` on iOS.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        SearchableContent(content: self, text: text, prompt: prompt ?? Text("Search"))
    }

    /// Puts a search field with a localised prompt in the bar, as SwiftUI's `searchable(text:placement:prompt:)`.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Puts a search field with a verbatim prompt in the bar, as SwiftUI's `searchable(text:placement:prompt:)`.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(verbatim: String(prompt)))
    }

    /// Puts a search field in the bar whose focus `isPresented` follows and sets, as SwiftUI's
    /// `searchable(text:isPresented:placement:prompt:)`.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        SearchableContent(content: self, text: text, isPresented: isPresented, prompt: prompt ?? Text("Search"))
    }

    /// The `isPresented` search field with a localised prompt, as SwiftUI's
    /// `searchable(text:isPresented:placement:prompt:)`.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// The `isPresented` search field with a verbatim prompt, as SwiftUI's
    /// `searchable(text:isPresented:placement:prompt:)`.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(verbatim: String(prompt)))
    }

    /// Puts a search field in the bar that lists `suggestions` while it has focus, as SwiftUI's
    /// `searchable(text:placement:prompt:suggestions:)`: the same as `searchSuggestions(_:)` after it.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// The search field with suggestions and a localised prompt, as SwiftUI's
    /// `searchable(text:placement:prompt:suggestions:)`.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), suggestions: suggestions)
    }

    /// The search field with suggestions and a verbatim prompt, as SwiftUI's
    /// `searchable(text:placement:prompt:suggestions:)`.
    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder suggestions: () -> V
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(verbatim: String(prompt)), suggestions: suggestions)
    }
}
