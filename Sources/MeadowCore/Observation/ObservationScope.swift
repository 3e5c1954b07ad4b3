import Foundation
import Observation

/// Attributes the `@Observable` properties read while views are made to the view whose body made them, so a
/// change to one of those properties evaluates that body again, and no other.
///
/// Observation reports a change once, as the property is about to be set, on whatever thread sets it. The
/// report goes to the graph's `ObservationInbox` with the transaction current at that moment (so a change in
/// `withAnimation` animates), and the next update invalidates the body.
enum ObservationScope {
    /// Runs `read` and reports `owner` to `inbox` when a property it read changes.
    @MainActor
    static func tracking<T>(for owner: CompositeNode?, in inbox: ObservationInbox, _ read: () -> T) -> T {
        guard let owner else { return read() }
        let reader = ObservationInbox.Reader(owner)
        return withObservationTracking(read, onChange: { inbox.post(reader) })
    }
}
