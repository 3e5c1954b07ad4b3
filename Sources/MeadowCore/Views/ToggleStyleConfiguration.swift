/// What a `ToggleStyle` makes a toggle from, as SwiftUI's `ToggleStyleConfiguration`: its label and a binding to
/// whether it is on.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View, PrimitiveView {
        let content: any View

        public typealias Body = Never

        func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
            // The label's type is fixed by the toggle, so its node is the previous label's node.
            context.buildUnchecked(content, reusing: node)
        }
    }

    /// The view that describes what the toggle does.
    public let label: Label

    /// Whether the toggle is on.
    @Binding public var isOn: Bool

    /// Whether the toggle stands for several values that are not all the same; Meadow's toggles never are.
    public var isMixed: Bool = false
}
