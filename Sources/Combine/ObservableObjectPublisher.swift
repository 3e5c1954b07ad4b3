/// The publisher an `ObservableObject` sends before any of its `@Published` properties changes, as Combine's
/// `ObservableObjectPublisher`: it sends `()` and never fails.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    private let subscribers = SubjectSubscribers<Void, Never>()

    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subscribers.attach(subscriber)
    }

    /// Tells the subscribers that the object is about to change.
    public func send() {
        subscribers.send(())
    }
}
