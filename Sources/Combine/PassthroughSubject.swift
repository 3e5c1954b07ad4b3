/// A subject that relays each value it is sent to its current subscribers, as Combine's `PassthroughSubject`.
///
/// It keeps no value: a subscriber sees only what is sent after it subscribed, and values sent while a
/// subscriber has no demand are dropped for it.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubjectSubscribers<Output, Failure>()

    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber)
    }

    public func send(_ value: Output) {
        subscribers.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.send(completion: completion)
    }

    public func send(subscription: any Subscription) {
        subscribers.send(subscription: subscription)
    }
}
