extension Binding {
    /// The transaction the binding's writes run in, as SwiftUI's `Binding.transaction`: its own when it carries
    /// one, else the one current where it is written.
    public var transaction: Transaction {
        get { ownTransaction ?? Transaction.current }
        set { ownTransaction = newValue }
    }

    /// This binding with its writes run in `transaction`, as SwiftUI's `transaction(_:)`: what they change
    /// animates with its animation.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.ownTransaction = transaction
        return binding
    }

    /// This binding with its writes animated, as SwiftUI's `animation(_:)`:
    /// `editMode?.animation().wrappedValue = .inactive` animates what leaving edit mode changes.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }
}
