import Foundation

/// An action that refreshes data, as SwiftUI's `RefreshAction`: what `refreshable(action:)` puts in the
/// environment's `refresh`, and what a pulled-down list or scroll view runs.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and returns when it is done.
    public func callAsFunction() async {
        await action()
    }
}
