import Foundation

/// A control that shows and edits one line of text, as SwiftUI's `TextField` in its default (plain) style on iOS.
///
/// It takes the width proposed to it and the height of one line of its font. The title is the placeholder,
/// shown in the placeholder colour while the text is empty. A click focuses it and puts the caret at the
/// nearest character; Tab reaches it; typed text arrives through the focus system's text input, arrows move the
/// caret, Shift with an arrow extends the selection, Backspace and Delete remove, Return commits.
public struct TextField<Label: View>: View, PrimitiveView {
    let title: String
    let text: Binding<String>
    let onEditingChanged: (Bool) -> Void
    let onCommit: () -> Void
    /// Whether the field draws a bullet for each character (`SecureField`).
    var isSecure = false

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let field = node as? TextFieldNode ?? TextFieldNode()
        let environment = context.environment
        field.configure(
            text: text, placeholder: title,
            font: environment.font ?? .body,
            alignment: environment.multilineTextAlignment,
            color: (environment.foregroundColor ?? .primary).resolve(in: environment),
            tint: Color.accentColor.resolve(in: environment),
            isSecure: isSecure, textSystem: context.graph.textSystem)
        field.onEditingChanged = onEditingChanged
        field.onCommit = onCommit
        return field
    }
}

extension TextField where Label == Text {
    /// A text field with `title` as its placeholder, editing `text`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title: String(title), text: text, onEditingChanged: { _ in }, onCommit: {})
    }

    /// A text field that also reports when editing begins and ends (`onEditingChanged`) and when Return commits
    /// the text (`onCommit`), as SwiftUI's older `init(_:text:onEditingChanged:onCommit:)`.
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(title: String(title), text: text, onEditingChanged: onEditingChanged, onCommit: onCommit)
    }
}
