import Foundation

/// The subscription of `Just`: its value on the first demand, then `.finished`.
final class OnceSubscription<Output, Downstream: Subscriber>: Subscription
where Downstream.Input == Output, Downstream.Failure == Never {
    private let lock = NSLock()
    private var downstream: Downstream?
    private let value: Output

    init(_ value: Output, subscriber: Downstream) {
        self.value = value
        downstream = subscriber
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        guard demand > 0, let subscriber = downstream else {
            lock.unlock()
            return
        }
        downstream = nil
        lock.unlock()
        _ = subscriber.receive(value)
        subscriber.receive(completion: .finished)
    }

    func cancel() {
        lock.lock()
        downstream = nil
        lock.unlock()
    }
}
