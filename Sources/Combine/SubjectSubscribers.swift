import Foundation

/// The subscriptions of one subject and how it ended, shared by `PassthroughSubject`, `CurrentValueSubject` and
/// `ObservableObjectPublisher`; thread-safe, and it calls subscribers outside its lock.
final class SubjectSubscribers<Output, Failure: Error> {
    private let lock = NSLock()
    private var subscriptions: [SubjectSubscription<Output, Failure>] = []
    private var completion: Subscribers.Completion<Failure>?
    private var upstreams: [any Subscription] = []

    /// Connects `subscriber`; a subject that already ended sends it its completion at once.
    func attach<S: Subscriber>(_ subscriber: S, current: Output? = nil) where S.Input == Output, S.Failure == Failure {
        let subscription = SubjectSubscription(AnySubscriber(subscriber), current: current) { [weak self] in
            self?.detach($0)
        }
        lock.lock()
        let ended = completion
        if ended == nil { subscriptions.append(subscription) }
        lock.unlock()
        subscriber.receive(subscription: subscription)
        if let ended { subscription.finish(ended) }
    }

    private func detach(_ subscription: SubjectSubscription<Output, Failure>) {
        lock.lock()
        subscriptions.removeAll { $0 === subscription }
        lock.unlock()
    }

    /// Whether the subject has not ended yet.
    var isActive: Bool {
        lock.lock()
        defer { lock.unlock() }
        return completion == nil
    }

    func send(_ value: Output) {
        lock.lock()
        let current = completion == nil ? subscriptions : []
        lock.unlock()
        for subscription in current { subscription.offer(value) }
    }

    func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else {
            lock.unlock()
            return
        }
        self.completion = completion
        let ended = subscriptions
        subscriptions.removeAll()
        lock.unlock()
        for subscription in ended { subscription.finish(completion) }
    }

    /// Keeps an upstream subscription the subject relays, and asks it for every value.
    func send(subscription: any Subscription) {
        lock.lock()
        upstreams.append(subscription)
        lock.unlock()
        subscription.request(.unlimited)
    }
}
