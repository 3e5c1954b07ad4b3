extension Publishers {
    /// Transforms each value of its upstream with a closure, as Combine's `Publishers.Map`.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.subscribe(
                AnySubscriber<Upstream.Output, Failure>(
                    receiveSubscription: subscriber.receive(subscription:),
                    receiveValue: { subscriber.receive(transform($0)) },
                    receiveCompletion: subscriber.receive(completion:)))
        }
    }
}

extension Publisher {
    /// Publishes `transform` of each value.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Publishes the value at `keyPath` of each value.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self) { $0[keyPath: keyPath] }
    }
}
