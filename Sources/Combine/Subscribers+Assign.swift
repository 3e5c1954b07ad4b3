import Foundation

extension Subscribers {
    /// A subscriber that writes each value to a property of an object, as Combine's `Subscribers.Assign`.
    ///
    /// It holds the object strongly until the stream ends or it is cancelled, as Combine's does.
    public final class Assign<Root, Input>: Subscriber, Cancellable {
        public typealias Failure = Never

        public private(set) var object: Root?
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private let lock = NSLock()
        private var subscription: (any Subscription)?

        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        public func receive(subscription: any Subscription) {
            lock.lock()
            guard object != nil, self.subscription == nil else {
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
            let target = object
            lock.unlock()
            target?[keyPath: keyPath] = value
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) {
            lock.lock()
            object = nil
            subscription = nil
            lock.unlock()
        }

        public func cancel() {
            lock.lock()
            let upstream = subscription
            object = nil
            subscription = nil
            lock.unlock()
            upstream?.cancel()
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to `object[keyPath: keyPath]`; the subscription, which holds `object`, lasts as long as
    /// the returned cancellable.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}
