/// Ends the search around a view, as SwiftUI's `DismissSearchAction`: clears the search text, takes focus
/// from the search field and hides its Cancel button. Does nothing outside a `searchable` view.
public struct DismissSearchAction {
    let action: () -> Void

    /// Ends the search.
    @MainActor
    public func callAsFunction() {
        action()
    }
}
