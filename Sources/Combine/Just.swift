/// A publisher that sends one value to each subscriber and finishes, as Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    /// The value it sends.
    public let output: Output

    public init(_ output: Output) {
        self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: OnceSubscription(output, subscriber: subscriber))
    }
}
