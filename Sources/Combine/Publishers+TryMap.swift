extension Publishers {
    /// Sends the results of a throwing transform, failing with the first error it throws, as Combine's
    /// `Publishers.TryMap`.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error

        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber)
            relay.start()
            let transform = transform
            relay.attach(
                upstream,
                value: { value in
                    do { relay.send(try transform(value)) } catch { relay.finish(.failure(error)) }
                },
                completion: { completion in
                    switch completion {
                    case .finished: relay.finish(.finished)
                    case .failure(let error): relay.finish(.failure(error))
                    }
                })
        }
    }

    /// Decodes each value with a decoder, failing with the first error, as Combine's `Publishers.Decode`.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher where Upstream.Output == Coder.Input {
        public typealias Failure = any Error

        public let upstream: Upstream
        let decoder: Coder

        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let decoder = decoder
            TryMap(upstream: upstream) { try decoder.decode(Output.self, from: $0) }.receive(subscriber: subscriber)
        }
    }

    /// Encodes each value with an encoder, failing with the first error, as Combine's `Publishers.Encode`.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        public typealias Output = Coder.Output
        public typealias Failure = any Error

        public let upstream: Upstream
        let encoder: Coder

        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let encoder = encoder
            TryMap(upstream: upstream) { try encoder.encode($0) }.receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// The results of a throwing `transform`, as Combine's `tryMap(_:)`.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }

    /// Each value decoded as `type` by `decoder`, as Combine's `decode(type:decoder:)`.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> Publishers.Decode<Self, Item, Coder>
    where Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }

    /// Each value encoded by `encoder`, as Combine's `encode(encoder:)`.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> where Output: Encodable {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}
