import Foundation

/// Shows the first of its views that fits the space offered, as SwiftUI's `ViewThatFits` (iOS 16).
///
/// Apple: it "selects the first child whose ideal size on the constrained axes fits within the proposed size",
/// trying the views in the order given, and uses the last one when none fits. Only the chosen view is drawn.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Chooses among `content`'s views by their ideal size along `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let chooser = node.reused { ViewThatFitsNode() }
        chooser.axes = axes
        context.buildChildren(content, of: chooser)
        return chooser
    }
}
