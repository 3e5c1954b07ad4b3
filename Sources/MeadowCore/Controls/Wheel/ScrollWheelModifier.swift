import Foundation

/// Hands the mouse wheel and trackpad scrolls over a view to `action`, in points (positive when the content would
/// move up, as a scroll view's offset grows); what a wheel picker turns with. Lays out as its child.
struct ScrollWheelModifier: ViewModifier, PrimitiveModifier {
    let action: (CGSize) -> Void

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let reader = node.reused { ScrollWheelNode() }
        reader.action = action
        context.buildContent(content, of: reader)
        return reader
    }
}

/// A view that takes the wheel scrolls over it and offers no recogniser of its own to touches.
final class ScrollWheelNode: ViewNode, GestureProvider {
    var action: (CGSize) -> Void = { _ in }

    override var kind: LayoutNode.Kind { .scrollWheelReader }

    func gestureRecognizers() -> [any GestureRecognizer] { [] }

    func scrollWheel(by delta: CGSize) -> Bool {
        guard delta.height != 0 else { return false }
        action(delta)
        return true
    }
}

extension LayoutNode.Kind {
    /// A view that turns with the mouse wheel (a wheel picker's rows).
    public static let scrollWheelReader = Self("ScrollWheelReader")
}
