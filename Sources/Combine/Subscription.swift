/// The connection between a publisher and one subscriber, as Combine's `Subscription`: the subscriber asks
/// through it for values, and cancels it to stop receiving them.
public protocol Subscription: Cancellable {
    /// Asks for `demand` more values.
    func request(_ demand: Subscribers.Demand)
}
