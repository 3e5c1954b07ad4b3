import Foundation

private struct RefreshKey: EnvironmentKey {
    static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
    /// The refresh action of the views in this environment, as SwiftUI's `refresh`: set by `refreshable(action:)`,
    /// nil where nothing is refreshable.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

extension View {
    /// Makes the lists and vertical scroll views in this view refreshable, as SwiftUI's `refreshable(action:)`:
    /// pulled down past a threshold and released, one shows the activity indicator above its content, held open,
    /// runs `action`, and springs back when the action returns (UIRefreshControl's look and behaviour).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}
