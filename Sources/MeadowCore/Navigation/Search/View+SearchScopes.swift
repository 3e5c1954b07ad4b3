/// The scope bar `searchScopes` gives the `searchable` view it modifies: a segmented picker of the scopes, and
/// when it shows.
struct SearchScopeBar {
    let picker: AnyView
    let activation: SearchScopeActivation
}

private struct SearchScopeBarKey: EnvironmentKey {
    static var defaultValue: SearchScopeBar? { nil }
}

extension EnvironmentValues {
    /// The scope bar of the `searchable` view in this environment.
    var searchScopeBar: SearchScopeBar? {
        get { self[SearchScopeBarKey.self] }
        set { self[SearchScopeBarKey.self] = newValue }
    }
}

extension View {
    /// Shows `scopes` (views tagged with values of `scope`'s type) in a segmented control below the search field of
    /// the `searchable` view this modifies, selecting `scope`, as SwiftUI's `searchScopes(_:scopes:)` on iPhone
    /// (UISearchBar's scope bar): it shows once there is text in the field and hides when the search ends; with
    /// fewer than two scopes it does not show.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// Shows the search scopes as `activation` says, as SwiftUI's `searchScopes(_:activation:_:)`.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        let scopes = scopes()
        let bar =
            ViewList.of(scopes).elements.count < 2
            ? nil
            : SearchScopeBar(
                picker: AnyView(Picker("Scope", selection: scope) { scopes }.pickerStyle(.segmented)), activation: activation)
        return environment(\.searchScopeBar, bar)
    }
}
