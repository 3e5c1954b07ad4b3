import Foundation

extension Publishers {
    /// Sends the latest value of each of three publishers, as a triple, whenever any sends once all have, as
    /// Combine's `Publishers.CombineLatest3`; finishes when all three have, fails when any does.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber)
            relay.start()
            var latestA: A.Output?
            var latestB: B.Output?
            var latestC: C.Output?
            var finished = 0
            let completion: (Subscribers.Completion<Failure>) -> Void = { completion in
                if case .failure = completion { return relay.finish(completion) }
                if relay.withLock({ () -> Bool in
                    finished += 1
                    return finished == 3
                }) {
                    relay.finish(.finished)
                }
            }
            // The triple once every publisher has sent, read under the relay's lock after `update` stored a value.
            func latest(after update: () -> Void) -> Output? {
                relay.withLock { () -> Output? in
                    update()
                    guard let a = latestA, let b = latestB, let c = latestC else { return nil }
                    return (a, b, c)
                }
            }
            relay.attach(a, value: { value in if let triple = latest(after: { latestA = value }) { relay.send(triple) } }, completion: completion)
            relay.attach(b, value: { value in if let triple = latest(after: { latestB = value }) { relay.send(triple) } }, completion: completion)
            relay.attach(c, value: { value in if let triple = latest(after: { latestC = value }) { relay.send(triple) } }, completion: completion)
        }
    }
}

extension Publisher {
    /// The latest values of this publisher, `publisher1` and `publisher2`, as triples, as Combine's
    /// `combineLatest(_:_:)`.
    public func combineLatest<P: Publisher, Q: Publisher>(
        _ publisher1: P, _ publisher2: Q
    ) -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }
}
