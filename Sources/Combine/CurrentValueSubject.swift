import Foundation

/// A subject that holds a current value and publishes it to each new subscriber, then every change, as
/// Combine's `CurrentValueSubject`.
///
/// Setting `value` and calling `send(_:)` do the same. A subscriber without demand receives the latest value
/// once it asks.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let lock = NSLock()
    private var currentValue: Output
    private let subscribers = SubjectSubscribers<Output, Failure>()

    public init(_ value: Output) {
        currentValue = value
    }

    /// The current value; setting it sends it to the subscribers.
    public var value: Output {
        get {
            lock.lock()
            defer { lock.unlock() }
            return currentValue
        }
        set { send(newValue) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber, current: value)
    }

    public func send(_ value: Output) {
        guard subscribers.isActive else { return }
        lock.lock()
        currentValue = value
        lock.unlock()
        subscribers.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.send(completion: completion)
    }

    public func send(subscription: any Subscription) {
        subscribers.send(subscription: subscription)
    }
}
