import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// A publisher of the data and response of a request to `url`, as Foundation's
    /// `URLSession.dataTaskPublisher(for:)` on Apple's platforms.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher of the data and response of `request`, as Foundation's `dataTaskPublisher(for:)`.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// The publisher of one data task, as Foundation's `URLSession.DataTaskPublisher`: each subscriber starts a
    /// task; cancelling cancels it. A failed task fails with its `URLError`.
    public struct DataTaskPublisher: Publisher, @unchecked Sendable {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        public let request: URLRequest
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber)
            relay.start()
            nonisolated(unsafe) let unsafeRelay = relay
            let task = session.dataTask(with: request) { data, response, error in
                if let error {
                    let urlError = (error as? URLError) ?? URLError(.unknown, userInfo: [NSUnderlyingErrorKey: error])
                    return unsafeRelay.finish(.failure(urlError))
                }
                guard let response else { return unsafeRelay.finish(.failure(URLError(.badServerResponse))) }
                unsafeRelay.send((data ?? Data(), response))
                unsafeRelay.finish(.finished)
            }
            relay.onEnd = { task.cancel() }
            task.resume()
        }
    }
}
