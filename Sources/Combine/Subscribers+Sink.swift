import Foundation

extension Subscribers {
    /// A subscriber that asks for every value and hands values and the completion to closures, as Combine's
    /// `Subscribers.Sink`.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        public let receiveValue: (Input) -> Void
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private let lock = NSLock()
        private var subscription: (any Subscription)?
        private var isDone = false

        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public func receive(subscription: any Subscription) {
            lock.lock()
            guard !isDone, self.subscription == nil else {
                lock.unlock()
                subscription.cancel()
                return
            }
            self.subscription = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            lock.lock()
            let done = isDone
            lock.unlock()
            if !done { receiveValue(value) }
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            let done = isDone
            isDone = true
            subscription = nil
            lock.unlock()
            if !done { receiveCompletion(completion) }
        }

        public func cancel() {
            lock.lock()
            let upstream = subscription
            subscription = nil
            isDone = true
            lock.unlock()
            upstream?.cancel()
        }
    }
}

extension Publisher {
    /// Subscribes with closures for the values and the completion; the subscription lasts as long as the
    /// returned cancellable.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for the values of a publisher that cannot fail.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
