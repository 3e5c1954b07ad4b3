/// What a `ButtonStyle` makes a button from, as SwiftUI's `ButtonStyleConfiguration`: its label, its role and
/// whether a touch is down on it.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, PrimitiveView {
        let content: any View

        public typealias Body = Never

        func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
            // The label's type is fixed by the button, so its node is the previous label's node.
            context.buildUnchecked(content, reusing: node)
        }
    }

    /// The view that describes what the button does.
    public let label: Label
    /// Whether a touch is down on the button, within its slop.
    public let isPressed: Bool
    /// The button's role, if it has one.
    public let role: ButtonRole?
}
