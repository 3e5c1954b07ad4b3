import Foundation

extension Publishers {
    /// Leaves out the first `count` values of its upstream, as Combine's `Publishers.Drop` (`dropFirst(_:)`).
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let count: Int

        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber)
            relay.start()
            var remaining = count
            relay.attach(
                upstream,
                value: { value in
                    let drops = relay.withLock { () -> Bool in
                        guard remaining > 0 else { return false }
                        remaining -= 1
                        return true
                    }
                    if !drops { relay.send(value) }
                }, completion: relay.finish)
        }
    }
}

extension Publisher {
    /// Leaves out the first `count` values, as Combine's `dropFirst(_:)`: a `@Published` property's publisher
    /// without the value it sends on subscribing.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }
}
