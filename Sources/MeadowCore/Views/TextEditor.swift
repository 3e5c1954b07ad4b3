import Foundation

/// A view that shows and edits long, multi-line text, as SwiftUI's `TextEditor` on iOS.
///
/// It fills the space proposed to it and wraps its text (body font by default) at its width, inside UITextView's
/// insets (8 points above and below, 5 at the sides). It edits as `TextField` does, with the same keys, clipboard,
/// caret and selection; Return types a newline, Up and Down move to the line above or below keeping the caret's
/// column, and text taller than the editor scrolls (with the wheel too) so the caret stays in view. Focus it with
/// a click, Tab or `focused(_:)`.
public struct TextEditor: View, PrimitiveView {
    let text: Binding<String>

    public typealias Body = Never

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let editor = node.reused { TextEditorNode() }
        let environment = context.environment
        editor.configure(
            text: text, placeholder: "",
            font: (environment.font ?? .body).sized(for: environment.dynamicTypeSize),
            alignment: environment.multilineTextAlignment,
            color: (environment.foregroundColor ?? .primary).resolve(in: environment),
            tint: Color.accentColor.resolve(in: environment),
            textSystem: context.graph.textSystem)
        return editor
    }
}
