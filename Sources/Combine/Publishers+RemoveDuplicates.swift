import Foundation

extension Publishers {
    /// Publishes a value only when it differs from the previous one it received, as Combine's
    /// `Publishers.RemoveDuplicates`; each value it drops is asked for again upstream.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool

        /// `predicate` says whether two values are duplicates.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let previous = Previous<Output>()
            let predicate = predicate
            upstream.subscribe(
                AnySubscriber<Output, Failure>(
                    receiveSubscription: subscriber.receive(subscription:),
                    receiveValue: { value in
                        previous.replace(with: value, isDuplicate: predicate) ? .max(1) : subscriber.receive(value)
                    },
                    receiveCompletion: subscriber.receive(completion:)))
        }
    }
}

/// The last value one `removeDuplicates` subscription received.
private final class Previous<Value> {
    private let lock = NSLock()
    private var value: Value?

    /// Remembers `new` and says whether it duplicates the value before it.
    func replace(with new: Value, isDuplicate: (Value, Value) -> Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let old = value
        value = new
        return old.map { isDuplicate($0, new) } ?? false
    }
}

extension Publisher where Output: Equatable {
    /// Publishes only values that differ from the previous one.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publisher {
    /// Publishes only values that `predicate` does not call duplicates of the previous one.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}
