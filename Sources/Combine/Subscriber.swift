/// A type that receives values from a publisher, as Combine's `Subscriber`.
///
/// It receives exactly one subscription first, asks it for values (`request(_:)`), then receives values and at
/// most one completion.
public protocol Subscriber<Input, Failure> {
    /// The kind of values it receives.
    associatedtype Input
    /// The kind of error it may receive.
    associatedtype Failure: Error

    /// Receives the subscription through which it asks for values and cancels.
    func receive(subscription: any Subscription)
    /// Receives a value and answers how many more values it wants, on top of what it asked for before.
    func receive(_ input: Input) -> Subscribers.Demand
    /// Receives the end of the stream: finished, or failed with an error.
    func receive(completion: Subscribers.Completion<Failure>)
}
