/// When a `searchable` view shows its search scopes, as SwiftUI's `SearchScopeActivation`.
public struct SearchScopeActivation: Sendable, Equatable {
    /// Whether the scopes wait for text rather than showing as soon as the search field has focus.
    let waitsForText: Bool

    /// The platform's choice: `onTextEntry` on iOS.
    public static var automatic: SearchScopeActivation { .onTextEntry }
    /// The scopes show once there is text in the search field, and hide when the search ends.
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(waitsForText: true) }
    /// The scopes show as soon as the search field has focus, and hide when the search ends.
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(waitsForText: false) }
}
