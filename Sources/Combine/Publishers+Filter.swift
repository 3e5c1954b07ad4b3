extension Publishers {
    /// Publishes only the values of its upstream that pass a test, as Combine's `Publishers.Filter`; each value
    /// it drops is asked for again upstream, so the subscriber's demand is met by values that pass.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool

        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = isIncluded
            upstream.subscribe(
                AnySubscriber<Output, Failure>(
                    receiveSubscription: subscriber.receive(subscription:),
                    receiveValue: { isIncluded($0) ? subscriber.receive($0) : .max(1) },
                    receiveCompletion: subscriber.receive(completion:)))
        }
    }
}

extension Publisher {
    /// Publishes only the values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
}
