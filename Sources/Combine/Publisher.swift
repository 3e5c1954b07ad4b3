/// A type that delivers a sequence of values over time to subscribers, as Combine's `Publisher`.
///
/// A publisher sends values only as its subscriber asks for them (`Subscribers.Demand`), then at most one
/// completion: `.finished` or `.failure`.
public protocol Publisher<Output, Failure> {
    /// The kind of values it publishes.
    associatedtype Output
    /// The kind of error it may fail with; `Never` when it cannot fail.
    associatedtype Failure: Error

    /// Attaches `subscriber`: the publisher answers with `receive(subscription:)`, then delivers values as asked.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher, as Combine's `subscribe(_:)`.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}
