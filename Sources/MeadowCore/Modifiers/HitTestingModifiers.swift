extension View {
    /// Whether the view and its children receive touches; `false` lets touches through to what is behind.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(NodeAttributeModifier { $0.allowsHitTesting = enabled })
    }

    /// Makes the whole of `shape`, in the view's bounds, receive the view's touches, not only what it draws; with
    /// `eoFill` the shape's inside is found by the even-odd rule, as SwiftUI's `contentShape(_:eoFill:)`.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        let hitShape: any Shape = eoFill ? EvenOddShape(base: shape) : shape
        return modifier(NodeAttributeModifier { $0.contentShape = hitShape })
    }
}
