import Foundation

extension Publishers {
    /// Makes a publisher of each upstream value and sends all their values, as Combine's `Publishers.FlatMap`;
    /// finishes once the upstream and every made publisher have, fails when any does.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> NewPublisher

        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber)
            relay.start()
            let transform = transform
            var running = 1
            let completion: (Subscribers.Completion<Failure>) -> Void = { completion in
                if case .failure = completion { return relay.finish(completion) }
                if relay.withLock({ () -> Bool in
                    running -= 1
                    return running == 0
                }) {
                    relay.finish(.finished)
                }
            }
            relay.attach(
                upstream,
                value: { value in
                    relay.withLock { running += 1 }
                    relay.attach(transform(value), value: relay.send, completion: completion)
                }, completion: completion)
        }
    }
}

extension Publisher {
    /// The values of the publishers `transform` makes of each value, as Combine's
    /// `flatMap(maxPublishers:_:)`.
    public func flatMap<T, P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where T == P.Output, P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher where Failure == Never {
    /// The values of the failing publishers `transform` makes of each value of a publisher that cannot fail, as
    /// Combine's `flatMap(maxPublishers:_:)` for that case.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }
}
