/// The namespace of ready-made subscriptions, as Combine's `Subscriptions`.
public enum Subscriptions {
    /// A subscription that ignores requests and cancellation, for publishers that send nothing (`Empty`, `Fail`).
    public static var empty: any Subscription { EmptySubscription() }
}

/// A subscription with nothing behind it.
private struct EmptySubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
