import Foundation

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object`, or any sender when nil), as Foundation's
    /// `NotificationCenter.publisher(for:object:)` on Apple's platforms.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// The publisher of a notification centre's notifications of one name, as Foundation's
    /// `NotificationCenter.Publisher`: each subscriber observes them until it cancels.
    public struct Publisher: Combine.Publisher, @unchecked Sendable {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber)
            relay.start()
            nonisolated(unsafe) let send = relay.send
            let observer = center.addObserver(forName: name, object: object, queue: nil) { send($0) }
            let center = center
            nonisolated(unsafe) let token = observer
            relay.onEnd = { center.removeObserver(token) }
        }
    }
}
