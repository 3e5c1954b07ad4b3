import Foundation

/// A publisher's values as an asynchronous sequence, as Combine's `AsyncPublisher`: `for await value in
/// publisher.values`. Values sent before the loop asks for them wait, in order.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output

    private let publisher: P

    public init(_ publisher: P) { self.publisher = publisher }

    public func makeAsyncIterator() -> Iterator {
        var continuation: AsyncStream<Element>.Continuation!
        let stream = AsyncStream<Element> { continuation = $0 }
        let sent = continuation!
        let cancellable = publisher.sink(receiveCompletion: { _ in sent.finish() }, receiveValue: { sent.yield($0) })
        return Iterator(base: stream.makeAsyncIterator(), cancellable: cancellable)
    }

    /// Iterates the values.
    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncStream<Element>.Iterator
        let cancellable: AnyCancellable

        public mutating func next() async -> Element? { await base.next() }
    }
}

/// A failing publisher's values as a throwing asynchronous sequence, as Combine's `AsyncThrowingPublisher`.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output

    private let publisher: P

    public init(_ publisher: P) { self.publisher = publisher }

    public func makeAsyncIterator() -> Iterator {
        var continuation: AsyncThrowingStream<Element, any Error>.Continuation!
        let stream = AsyncThrowingStream<Element, any Error> { continuation = $0 }
        let sent = continuation!
        let cancellable = publisher.sink(
            receiveCompletion: { completion in
                switch completion {
                case .finished: sent.finish()
                case .failure(let error): sent.finish(throwing: error)
                }
            }, receiveValue: { sent.yield($0) })
        return Iterator(base: stream.makeAsyncIterator(), cancellable: cancellable)
    }

    /// Iterates the values.
    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncThrowingStream<Element, any Error>.Iterator
        let cancellable: AnyCancellable

        public mutating func next() async throws -> Element? { try await base.next() }
    }
}

extension Publisher where Failure == Never {
    /// The values as an asynchronous sequence, as Combine's `values`.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The values as a throwing asynchronous sequence, as Combine's `values` for a publisher that can fail.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}
