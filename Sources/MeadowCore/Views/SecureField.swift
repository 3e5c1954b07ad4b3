import Foundation

/// A text field that hides what is typed, as SwiftUI's `SecureField`: it draws a bullet "•" for each character
/// and edits like a `TextField` (caret, selection, keys, Return commits), while its binding holds the real text.
///
/// As on iOS, the title (or the prompt, when given) is the placeholder shown while the text is empty. Unlike iOS,
/// the last typed character is never shown briefly in the clear.
public struct SecureField<Label: View>: View, PrimitiveView {
    let title: String
    let text: Binding<String>
    let onCommit: () -> Void

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        TextField<Text>(title: title, text: text, onEditingChanged: { _ in }, onCommit: onCommit, isSecure: true)
            .makeNode(reusing: node, in: context)
    }
}

extension SecureField where Label == Text {
    /// A secure field with `title` as its placeholder, editing `text`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title: String(title), text: text, onCommit: {})
    }

    /// A secure field whose placeholder is `prompt` (the title when `prompt` is nil), as SwiftUI's
    /// `init(_:text:prompt:)`: on iOS the prompt takes the title's place inside the field.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title: prompt?.string ?? String(title), text: text, onCommit: {})
    }

    /// A secure field that calls `onCommit` when Return commits the text, as SwiftUI's older
    /// `init(_:text:onCommit:)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title: String(title), text: text, onCommit: onCommit)
    }
}

extension SecureField {
    /// A secure field labelled by `label`, with `prompt` as its placeholder, as SwiftUI's
    /// `init(text:prompt:label:)`; an iOS field shows no label of its own, only the prompt.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(title: prompt?.string ?? "", text: text, onCommit: {})
    }
}
