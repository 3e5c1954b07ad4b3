/// A publisher that code outside it sends values through, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to the subscribers.
    func send(_ value: Output)
    /// Ends the stream for every subscriber; later sends do nothing.
    func send(completion: Subscribers.Completion<Failure>)
    /// Gives the subject a subscription to an upstream publisher, whose values it then relays; it asks for all.
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends the empty value, as `subject.send()`.
    public func send() {
        send(())
    }
}
