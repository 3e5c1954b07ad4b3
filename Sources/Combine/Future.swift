import Foundation

/// A publisher that eventually sends one value and finishes, or fails, as Combine's `Future`: the closure runs at
/// once and is handed a promise; every subscriber, before or after the promise is kept, gets its result.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// What keeps the future's promise.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = NSLock()
    private var result: Result<Output, Failure>?
    private var waiting: [Relay<Output, Failure>] = []

    /// Runs `attemptToFulfill` with the promise the future's result comes through.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        lock.lock()
        guard self.result == nil else { return lock.unlock() }
        self.result = result
        let waiting = self.waiting
        self.waiting = []
        lock.unlock()
        for relay in waiting { Self.deliver(result, to: relay) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let relay = Relay(subscriber)
        relay.start()
        lock.lock()
        guard let result else {
            waiting.append(relay)
            return lock.unlock()
        }
        lock.unlock()
        Self.deliver(result, to: relay)
    }

    private static func deliver(_ result: Result<Output, Failure>, to relay: Relay<Output, Failure>) {
        switch result {
        case .success(let value):
            relay.send(value)
            relay.finish(.finished)
        case .failure(let error):
            relay.finish(.failure(error))
        }
    }
}
