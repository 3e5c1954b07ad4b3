extension Publishers {
    /// Sends the elements of a sequence and finishes, as Combine's `Publishers.Sequence`.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element

        public let sequence: Elements

        public init(sequence: Elements) { self.sequence = sequence }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber)
            relay.start()
            for element in sequence {
                guard relay.isActive else { return }
                relay.send(element)
            }
            relay.finish(.finished)
        }
    }
}

extension Sequence {
    /// A publisher of the sequence's elements, as Combine's `publisher`.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}
