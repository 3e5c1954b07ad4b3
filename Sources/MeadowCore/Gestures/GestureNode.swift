/// A view with a gesture attached; lays out as its child.
final class GestureNode: ViewNode {
    var gesture: AttachedGesture?

    override var kind: LayoutNode.Kind { .gesture }
}
