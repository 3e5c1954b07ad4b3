/// An activity that can be cancelled, as Combine's `Cancellable`; cancelling frees what it holds.
public protocol Cancellable {
    /// Stops the activity.
    func cancel()
}
