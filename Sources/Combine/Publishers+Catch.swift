import Foundation

extension Publishers {
    /// Replaces a failed upstream with the publisher `handler` makes of the error, as Combine's
    /// `Publishers.Catch`.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where NewPublisher.Output == Upstream.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure

        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber)
            relay.start()
            let handler = handler
            relay.attach(
                upstream, value: relay.send,
                completion: { completion in
                    switch completion {
                    case .finished: relay.finish(.finished)
                    case .failure(let error): relay.attach(handler(error), value: relay.send, completion: relay.finish)
                    }
                })
        }
    }

    /// Sends a value in place of its upstream's failure, then finishes, as Combine's `Publishers.ReplaceError`.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never

        public let upstream: Upstream
        public let output: Upstream.Output

        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber)
            relay.start()
            let output = output
            relay.attach(
                upstream, value: relay.send,
                completion: { completion in
                    if case .failure = completion { relay.send(output) }
                    relay.finish(.finished)
                })
        }
    }

    /// A publisher that cannot fail, typed as one that can, as Combine's `Publishers.SetFailureType`.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output

        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                AnySubscriber<Output, Never>(
                    receiveSubscription: subscriber.receive(subscription:), receiveValue: subscriber.receive,
                    receiveCompletion: { _ in subscriber.receive(completion: .finished) }))
        }
    }

    /// Changes its upstream's failure by a transform, as Combine's `Publishers.MapError`.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output

        public let upstream: Upstream
        public let transform: (Upstream.Failure) -> Failure

        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.subscribe(
                AnySubscriber<Output, Upstream.Failure>(
                    receiveSubscription: subscriber.receive(subscription:), receiveValue: subscriber.receive,
                    receiveCompletion: { completion in
                        switch completion {
                        case .finished: subscriber.receive(completion: .finished)
                        case .failure(let error): subscriber.receive(completion: .failure(transform(error)))
                        }
                    }))
        }
    }
}

extension Publisher {
    /// Replaces a failure with the publisher `handler` makes of the error, as Combine's `catch(_:)`.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// Sends `output` in place of a failure, then finishes, as Combine's `replaceError(with:)`.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    /// Changes the failure by `transform`, as Combine's `mapError(_:)`.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }
}

extension Publisher where Failure == Never {
    /// This publisher typed as one that can fail with `failureType`, as Combine's `setFailureType(to:)`.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}
