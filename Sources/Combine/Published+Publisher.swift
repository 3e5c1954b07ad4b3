extension Published {
    /// The publisher of a `@Published` property, as `$property`: it sends the current value to each new
    /// subscriber, then each new value before the property stores it. It never fails.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let storage: PublishedStorage<Value>

        init(_ storage: PublishedStorage<Value>) {
            self.storage = storage
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            storage.subject.receive(subscriber: subscriber)
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to the `@Published` property whose publisher is given (`assign(to: &$property)`),
    /// announcing each change as setting the property does; the subscription lasts as long as the property, and
    /// holds it weakly, so an object that assigns to its own property is not kept alive by it.
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        let assignment = sink { [weak storage] value in storage?.set(value) }
        storage.keep(assignment)
    }
}
