/// A control that performs an action when tapped, as SwiftUI's `Button`; while pressed its label dims.
public struct Button<Label: View>: View, PrimitiveView {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?
    /// Whether the label takes the accent colour when nothing set its foreground; a navigation link drawn as a
    /// list row's content does not.
    var tintsLabel = true

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role: a destructive one's label is red where nothing set its colour, as in SwiftUI.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let button = node as? ButtonNode ?? ButtonNode()
        button.action = action
        button.role = role
        button.tint = context.environment.tint
        let tinted = context.with { environment in
            guard tintsLabel, environment.foregroundColor == nil else { return }
            environment.foregroundColor = role == .destructive ? .red : .accentColor
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

    /// A button with a text label and a role.
    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action, label: { Text(title) })
    }
}
