/// A control that performs an action when tapped, as SwiftUI's `Button`: in iOS's default style its label takes
/// the accent colour and dims while pressed; `buttonStyle(_:)` gives it another look.
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
        switch context.environment.buttonStyleChoice {
        case .primitive(let style)?:
            // The style makes the whole button; a `Button(configuration)` in its body has the default look. The
            // node is always a `PrimitiveStyledButton`'s (or another style's control, which `reused` replaces):
            // checked against this button's type, it is not checked again against the body's.
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(content: label), action: action)
            let body = PrimitiveStyledButton(style: style, configuration: configuration)
            return context.with { $0.buttonStyleChoice = nil }.buildUnchecked(body, reusing: node)
        case .style(let style)?:
            let button = makeButtonNode(reusing: node, in: context)
            button.isStyled = true
            let body = StyledButtonBody(style: style, label: .init(content: label), role: role, press: button.press)
            button.children = [context.build(body, reusing: button.children.first)]
            return button
        case nil:
            let button = makeButtonNode(reusing: node, in: context)
            button.isStyled = false
            button.children = [labelContext(context).build(label, reusing: button.children.first)]
            return button
        }
    }

    private func makeButtonNode(reusing node: ViewNode?, in context: BuildContext) -> ButtonNode {
        let button = node.reused { ButtonNode() }
        button.action = action
        button.role = role
        button.tint = context.environment.tint
        button.isEnabled = context.environment.isEnabled
        return button
    }

    /// A disabled button's label: iOS's tertiary label colour (darker at increased contrast).
    private static var disabledLabelColor: Color { .tertiaryLabel }

    /// The default style's label: in the accent colour (red for a destructive button) unless its colour is set,
    /// and in the tertiary label colour, as iOS dims a disabled button, whatever its colour.
    private func labelContext(_ context: BuildContext) -> BuildContext {
        context.with { environment in
            if !environment.isEnabled {
                environment.foregroundColor = Self.disabledLabelColor
                return
            }
            guard tintsLabel, environment.foregroundColor == nil else { return }
            environment.foregroundColor = role == .destructive ? .red : .accentColor
            environment.foregroundIsTint = true
        }
    }
}

extension Button where Label == Text {
    /// A button with a text label showing `title` verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action, label: { Text(title) })
    }

    /// A button with a text label showing `title` verbatim, and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action, label: { Text(title) })
    }
}
