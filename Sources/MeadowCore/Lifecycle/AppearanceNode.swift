/// Performs actions when its view enters and leaves the tree; lays out as its content.
final class AppearanceNode: ViewNode {
    var onAppear: (() -> Void)?
    var onDisappear: (() -> Void)?

    override var kind: LayoutNode.Kind { .appearanceActions }

    override func didAppear() {
        if let onAppear { graph?.enqueue(onAppear) }
    }

    override func didDisappear() {
        if let onDisappear { graph?.enqueue(onDisappear) }
    }
}
