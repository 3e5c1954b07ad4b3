import Foundation

/// The subscription an operator with its own timing or several upstreams gives its subscriber: it asks each
/// upstream for every value, forwards what the operator decides to send, and cancels the upstreams (and the
/// operator's timers) when cancelled or finished. Demand from downstream is not metered: the operators built on
/// it (`debounce`, `merge`, `zip`…) serve subscribers such as `sink`, `assign` and `onReceive`, which ask for
/// every value.
final class Relay<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var upstreams: [any Subscription] = []
    /// What else to stop when the relay ends (a timer).
    var onEnd: (() -> Void)?

    init<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        downstream = AnySubscriber(subscriber)
    }

    /// Hands the subscriber its subscription; call before attaching upstreams.
    func start() {
        withLock { downstream }?.receive(subscription: self)
    }

    var isActive: Bool { withLock { downstream != nil } }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
        let (ended, onEnd) = withLock { () -> ([any Subscription], (() -> Void)?) in
            let ended = upstreams
            let onEnd = self.onEnd
            upstreams = []
            downstream = nil
            self.onEnd = nil
            return (ended, onEnd)
        }
        for upstream in ended { upstream.cancel() }
        onEnd?()
    }

    /// Sends `value` downstream, unless the relay has ended.
    func send(_ value: Output) {
        _ = withLock { downstream }?.receive(value)
    }

    /// Ends the relay with `completion`, cancelling the upstreams still running.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        let (subscriber, ended, onEnd) = withLock { () -> (AnySubscriber<Output, Failure>?, [any Subscription], (() -> Void)?) in
            let result = (downstream, upstreams, self.onEnd)
            downstream = nil
            upstreams = []
            self.onEnd = nil
            return result
        }
        guard let subscriber else { return }
        for upstream in ended { upstream.cancel() }
        onEnd?()
        subscriber.receive(completion: completion)
    }

    /// Subscribes to `upstream`, asking for every value, and hands its values and completion to the closures.
    func attach<P: Publisher>(
        _ upstream: P, value: @escaping (P.Output) -> Void, completion: @escaping (Subscribers.Completion<P.Failure>) -> Void
    ) {
        upstream.subscribe(
            AnySubscriber<P.Output, P.Failure>(
                receiveSubscription: { [weak self] subscription in
                    guard let self, self.withLock({ () -> Bool in
                        guard self.downstream != nil else { return false }
                        self.upstreams.append(subscription)
                        return true
                    })
                    else { return subscription.cancel() }
                    subscription.request(.unlimited)
                },
                receiveValue: { value($0); return .none },
                receiveCompletion: completion))
    }

    func withLock<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
