import Foundation

extension Publishers {
    /// When a buffer asks its upstream for values, as Combine's `Publishers.PrefetchStrategy`.
    public enum PrefetchStrategy: Equatable, Hashable, Sendable {
        case keepFull
        case byRequest
    }

    /// What a full buffer does with another value, as Combine's `Publishers.BufferingStrategy`.
    public enum BufferingStrategy<Failure: Error> {
        case dropNewest
        case dropOldest
        case customError(() -> Failure)
    }

    /// Keeps up to `size` values its subscriber has not asked for yet, as Combine's `Publishers.Buffer`. Meadow's
    /// subscribers ask for every value, so values pass straight through and the buffer never fills.
    public struct Buffer<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let size: Int
        public let prefetch: PrefetchStrategy
        public let whenFull: BufferingStrategy<Failure>

        public init(upstream: Upstream, size: Int, prefetch: PrefetchStrategy, whenFull: BufferingStrategy<Failure>) {
            self.upstream = upstream
            self.size = size
            self.prefetch = prefetch
            self.whenFull = whenFull
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber)
            relay.start()
            relay.attach(upstream, value: relay.send, completion: relay.finish)
        }
    }
}

extension Publisher {
    /// Buffers values the subscriber has not asked for yet, as Combine's `buffer(size:prefetch:whenFull:)`.
    public func buffer(size: Int, prefetch: Publishers.PrefetchStrategy, whenFull: Publishers.BufferingStrategy<Failure>) -> Publishers.Buffer<Self> {
        Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
    }
}
