/// A view given an explicit identity by `id(_:)`, where it stands alone; lays out as its content.
final class IdentityNode: ViewNode {
    var id: AnyHashable?

    override var kind: LayoutNode.Kind { .identity }
}

extension LayoutNode.Kind {
    /// A view given an explicit identity by `id(_:)`, outside a container.
    public static let identity = Self("IDView")
}
