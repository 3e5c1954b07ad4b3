extension View {
    /// Whether the view and its children receive touches; `false` lets touches through to what is behind.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(NodeAttributeModifier { $0.allowsHitTesting = enabled })
    }

    /// Makes the whole of `shape`, in the view's bounds, receive the view's touches, not only what it draws.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(NodeAttributeModifier { $0.contentShape = shape })
    }
}
