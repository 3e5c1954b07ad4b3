/// Performs actions when its view comes on screen and goes off it: when it enters and leaves the tree, and when a
/// pushed screen or another tab covers it and later reveals it, as SwiftUI does; lays out as its content.
final class AppearanceNode: ViewNode {
    var onAppear: (() -> Void)?
    var onDisappear: (() -> Void)?
    /// Whether `onAppear` ran last (rather than `onDisappear`, or neither yet).
    private var isShown = false

    override var kind: LayoutNode.Kind { .appearanceActions }

    override func didAppear() {
        if isOnScreen { show() }
    }

    override func didDisappear() { hide() }

    override func didCover() { hide() }

    override func didUncover() { show() }

    private func show() {
        guard !isShown else { return }
        isShown = true
        if let onAppear { graph?.enqueue(onAppear) }
    }

    private func hide() {
        guard isShown else { return }
        isShown = false
        if let onDisappear { graph?.enqueue(onDisappear) }
    }
}

extension LayoutNode.Kind {
    /// `onAppear` or `onDisappear`.
    public static let appearanceActions = Self("AppearanceActions")
}
