import Foundation

extension Publishers {
    /// Pairs the values of two publishers in order, the first with the first, as Combine's `Publishers.Zip`;
    /// finishes when either has finished and no value of it waits for a partner, fails when either does.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
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
            var queueA: [A.Output] = []
            var queueB: [B.Output] = []
            var finishedA = false
            var finishedB = false
            func step() {
                let (pair, done) = relay.withLock { () -> (Output?, Bool) in
                    var pair: Output?
                    if !queueA.isEmpty, !queueB.isEmpty { pair = (queueA.removeFirst(), queueB.removeFirst()) }
                    let done = (finishedA && queueA.isEmpty) || (finishedB && queueB.isEmpty)
                    return (pair, done)
                }
                if let pair { relay.send(pair) }
                if done { relay.finish(.finished) }
            }
            relay.attach(
                a, value: { value in relay.withLock { queueA.append(value) }; step() },
                completion: { completion in
                    if case .failure = completion { return relay.finish(completion) }
                    relay.withLock { finishedA = true }
                    step()
                })
            relay.attach(
                b, value: { value in relay.withLock { queueB.append(value) }; step() },
                completion: { completion in
                    if case .failure = completion { return relay.finish(completion) }
                    relay.withLock { finishedB = true }
                    step()
                })
        }
    }
}

extension Publisher {
    /// This publisher's values paired in order with `other`'s, as Combine's `zip(_:)`.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }
}
