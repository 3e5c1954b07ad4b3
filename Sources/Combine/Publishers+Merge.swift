import Foundation

extension Publishers {
    /// Sends the values of two publishers as they come, as Combine's `Publishers.Merge`; finishes when both have,
    /// fails when either does.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
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
            relay.attach(a, value: relay.send, completion: completion)
            relay.attach(b, value: relay.send, completion: completion)
        }
    }
}

extension Publisher {
    /// The values of this publisher and `other`, as they come, as Combine's `merge(with:)`.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}
