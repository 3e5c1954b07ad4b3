import Foundation
import Observation

/// Attributes the `@Observable` properties read while a node's content is made (a view's body, a container's
/// children, a geometry reader's content) to the view whose body made them, so a change to one of those properties
/// evaluates that body again, and no other.
///
/// Observation reports a change once, as the property is about to be set, on whatever thread sets it. The
/// report goes to the graph's `ObservationInbox` with the transaction current at that moment (so a change in
/// `withAnimation` animates), and the next update invalidates the body.
///
/// A node has one tracker, which holds at most one live registration: each reading cancels the one before it,
/// and so does the tracker's end with its node. Observation itself removes a registration from the models'
/// registrars only when a property it read changes, so a body evaluated again for another reason (its own state,
/// its parent) would leave every earlier registration, and what its closure holds, in the model for as long as
/// the model lives. Observation's toolchain SPI has a cancellable `ObservationTracking`, but hands it out only to
/// the change callback, and the thread-local access list a caller would need to make one is not exported on
/// Linux. So every reading also reads this tracker's own observable `registration` property: the registration then
/// spans the tracker as well as the models, and `cancel()` announces a change to that property, which runs the
/// registration's one-shot callback, and Observation removes the registration from every registrar it joined. The
/// callback knows it was cancelled because the tracker has moved on to a later generation, and reports nothing.
final class ObservationTracker: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private let lock = NSLock()
    /// Which reading holds the live registration; a cancelled one's is lower.
    private var generation = 0

    /// Read along with the content, so that announcing a change to it reaches the registration.
    private var registration: Void {
        registrar.access(self, keyPath: \.registration)
    }

    /// Runs `read`, replacing the last reading's registration with one that reports `owner` to `inbox` when a
    /// property `read` read changes.
    @MainActor
    func tracking<T>(for owner: CompositeNode?, in inbox: ObservationInbox, _ read: () -> T) -> T {
        cancel()
        guard let owner else { return read() }
        let reader = ObservationInbox.Reader(owner)
        let current = lock.withLock { generation }
        return withObservationTracking(
            {
                registration
                return read()
            },
            onChange: { [weak self] in
                // `cancel()` moves the tracker past the generation of the registration it ends.
                guard let self, lock.withLock({ self.generation }) == current else { return }
                inbox.post(reader)
            })
    }

    /// Removes the live registration, if any, from the registrars it joined.
    func cancel() {
        lock.withLock { generation += 1 }
        registrar.willSet(self, keyPath: \.registration)
    }

    deinit {
        cancel()
    }
}
