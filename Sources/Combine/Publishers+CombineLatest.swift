import Foundation

extension Publishers {
    /// Sends the latest value of each of two publishers, as a pair, whenever either sends once both have, as
    /// Combine's `Publishers.CombineLatest`; finishes when both have, fails when either does.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber)
            relay.start()
            var latestA: A.Output?
            var latestB: B.Output?
            var finished = 0
            let completion: (Subscribers.Completion<Failure>) -> Void = { completion in
                if case .failure = completion { return relay.finish(completion) }
                if relay.withLock({ () -> Bool in
                    finished += 1
                    return finished == 2
                }) {
                    relay.finish(.finished)
                }
            }
            relay.attach(
                a,
                value: { value in
                    let pair = relay.withLock { () -> Output? in
                        latestA = value
                        return latestB.map { (value, $0) }
                    }
                    if let pair { relay.send(pair) }
                }, completion: completion)
            relay.attach(
                b,
                value: { value in
                    let pair = relay.withLock { () -> Output? in
                        latestB = value
                        return latestA.map { ($0, value) }
                    }
                    if let pair { relay.send(pair) }
                }, completion: completion)
        }
    }
}

extension Publisher {
    /// The latest values of this publisher and `other`, as pairs, as Combine's `combineLatest(_:)`.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// The latest values of this publisher and `other`, combined by `transform`, as Combine's
    /// `combineLatest(_:_:)`.
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }
}
