import Foundation

/// A publisher that starts producing only when connected, as Combine's `ConnectablePublisher`: a timer publisher
/// ticks once `connect()` is called or, with `autoconnect()`, once something subscribes.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts the publisher; cancelling the result stops it.
    func connect() -> any Cancellable
}

extension Publishers {
    /// Connects its upstream when the first subscriber comes and disconnects when the last leaves, as Combine's
    /// `Publishers.Autoconnect`.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public final let upstream: Upstream
        private let lock = NSLock()
        private var connection: (any Cancellable)?
        private var subscribers = 0

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber)
            relay.onEnd = { [weak self] in self?.subscriberLeft() }
            relay.start()
            relay.attach(upstream, value: relay.send, completion: relay.finish)
            lock.lock()
            subscribers += 1
            let connects = connection == nil
            lock.unlock()
            if connects {
                let connection = upstream.connect()
                lock.lock()
                self.connection = connection
                lock.unlock()
            }
        }

        private func subscriberLeft() {
            lock.lock()
            subscribers -= 1
            let ended = subscribers == 0 ? connection : nil
            if subscribers == 0 { connection = nil }
            lock.unlock()
            ended?.cancel()
        }
    }
}

extension ConnectablePublisher {
    /// This publisher, connected when subscribed to, as Combine's `autoconnect()`.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}
