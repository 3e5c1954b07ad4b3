extension Publishers {
    /// Sends the non-nil results of a transform of each value, as Combine's `Publishers.CompactMap`.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.subscribe(
                AnySubscriber<Upstream.Output, Failure>(
                    receiveSubscription: subscriber.receive(subscription:),
                    receiveValue: { value in transform(value).map(subscriber.receive) ?? .max(1) },
                    receiveCompletion: subscriber.receive(completion:)))
        }
    }
}

extension Publisher {
    /// The non-nil results of `transform`, as Combine's `compactMap(_:)`.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
}
