/// A control that performs an action when tapped, as SwiftUI's `Button`; while pressed its label dims.
public struct Button<Label: View>: View, PrimitiveView {
    let action: () -> Void
    let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let button = node as? ButtonNode ?? ButtonNode()
        button.action = action
        let tinted = context.with { environment in
            guard environment.foregroundColor == nil else { return }
            environment.foregroundColor = .accentColor
            environment.foregroundIsTint = true
        }
        button.children = [tinted.build(label, reusing: button.children.first)]
        return button
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action, label: { Text(title) })
    }
}
