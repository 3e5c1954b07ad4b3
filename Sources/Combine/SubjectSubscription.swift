import Foundation

/// One subscriber's connection to a subject: it keeps the subscriber's outstanding demand and delivers values
/// only against it, never while holding its lock (a subscriber may send, request or cancel from inside).
///
/// A subject that keeps a current value (`CurrentValueSubject`, `@Published`) delivers the latest value it could
/// not deliver as soon as demand arrives; one that does not (`PassthroughSubject`) drops values sent without
/// demand, as Combine's do.
final class SubjectSubscription<Output, Failure: Error>: Subscription {
    private let lock = NSLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    private var undelivered: Output?
    private let keepsLatest: Bool
    private let onCancel: (SubjectSubscription) -> Void

    init(
        _ downstream: AnySubscriber<Output, Failure>, current: Output? = nil,
        onCancel: @escaping (SubjectSubscription) -> Void
    ) {
        self.downstream = downstream
        undelivered = current
        keepsLatest = current != nil
        self.onCancel = onCancel
    }

    /// Delivers `value` if the subscriber asked for one; otherwise drops it or keeps it as the latest.
    func offer(_ value: Output) {
        lock.lock()
        guard let downstream, demand > 0 else {
            if keepsLatest, downstream != nil { undelivered = value }
            lock.unlock()
            return
        }
        demand -= 1
        undelivered = nil
        lock.unlock()
        let more = downstream.receive(value)
        add(more)
    }

    func request(_ more: Subscribers.Demand) {
        add(more)
    }

    private func add(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        guard let downstream, demand > 0, let value = undelivered else {
            lock.unlock()
            return
        }
        undelivered = nil
        demand -= 1
        lock.unlock()
        add(downstream.receive(value))
    }

    /// Ends the stream for this subscriber.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let subscriber = downstream
        downstream = nil
        lock.unlock()
        subscriber?.receive(completion: completion)
    }

    func cancel() {
        lock.lock()
        let wasActive = downstream != nil
        downstream = nil
        lock.unlock()
        if wasActive { onCancel(self) }
    }
}
