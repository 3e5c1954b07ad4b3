import Foundation

/// A control that shows and edits one line of text, as SwiftUI's `TextField` in its default (plain) style on iOS.
///
/// It takes the width proposed to it and the height of one line of its font (with `.roundedBorder`, 7 points of
/// padding all round). The title is the placeholder, shown in the placeholder colour while the text is empty. A
/// click focuses it and puts the caret at the nearest character, a double click selects a word, a drag in the
/// focused field selects; Tab reaches it; typed text arrives through the focus system's text input. The keys
/// (`TextFieldNode.handle`) are a desktop text view's on Linux and macOS: Left/Right by character, Option or
/// Control with them by word, Command with them and Home/End to the line's ends, Up/Down (Command+Up/Down,
/// Control+Home/End) to the text's ends, Shift extending; Control or Command with A, C, X, V select all, copy,
/// cut and paste (through the graph's `clipboard`); Backspace and Delete remove, Return commits. Text longer
/// than the field scrolls sideways to keep the caret in view. Inside `disabled(true)` its text is drawn in the
/// placeholder (tertiary label) colour and it takes no clicks, focus or typing, as iOS's disabled field. With
/// `axis: .vertical` (iOS 16, `TextField+Axis.swift`) it wraps instead and grows line by line within the line
/// limit, Return typing a newline (`VerticalTextFieldNode`).
public struct TextField<Label: View>: View, PrimitiveView {
    let title: String
    let text: Binding<String>
    let onEditingChanged: (Bool) -> Void
    let onCommit: () -> Void
    /// Whether the field draws a bullet for each character (`SecureField`).
    var isSecure = false
    /// For a field that edits a value (`TextField(_:value:format:)`), what writes the typed text back to the value
    /// when editing ends; `text` then shows the value formatted.
    var commitValue: ((String) -> Void)?
    /// The way the field grows when its text is longer than its width: along it, scrolling sideways (a one-line
    /// field), or down, wrapping into lines (`TextField(_:text:axis: .vertical)`).
    var axis: Axis = .horizontal

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let environment = context.environment
        let field = makeField(reusing: node, in: environment)
        field.commitValue = commitValue
        field.configure(
            text: text, placeholder: title,
            font: (environment.font ?? .body).sized(for: environment.dynamicTypeSize),
            alignment: environment.multilineTextAlignment,
            color: (environment.isEnabled ? environment.foregroundColor ?? .primary : .placeholderText).resolve(in: environment),
            tint: Color.accentColor.resolve(in: environment),
            isBordered: environment.textFieldStyle is RoundedBorderTextFieldStyle, hairline: environment.pixelLength,
            isSecure: isSecure, textSystem: context.graph.textSystem)
        field.isEnabled = environment.isEnabled
        field.onEditingChanged = onEditingChanged
        let submitActions = environment.submitActions.filter { $0.triggers.contains(.text) }
        field.onCommit = { [onCommit] in
            onCommit()
            for submit in submitActions.reversed() { submit.action() }
        }
        return field
    }

    /// A one-line field's node, or for `axis: .vertical` one that grows line by line within the environment's line
    /// limit; a node of the other kind is not reused.
    private func makeField(reusing node: ViewNode?, in environment: EnvironmentValues) -> TextFieldNode {
        guard axis == .vertical else {
            return node.flatMap { type(of: $0) == TextFieldNode.self ? $0 as? TextFieldNode : nil } ?? TextFieldNode()
        }
        let field = node.reused { VerticalTextFieldNode() }
        field.minimumLines = environment.reservedLineCount ?? 1
        field.maximumLines = environment.lineLimit
        return field
    }
}

extension TextField where Label == Text {
    /// A text field with `title` as its placeholder, editing `text`.
    @_disfavoredOverload
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

    /// A text field with `prompt` as its placeholder (`title` when nil), as SwiftUI's iOS 15
    /// `init(_:text:prompt:)`; an iOS field shows the prompt, not the title, when it has one.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title: prompt?.string ?? String(title), text: text, onEditingChanged: { _ in }, onCommit: {})
    }
}

extension TextField {
    /// A field editing `text`, labelled by `label`, with `prompt` as its placeholder, as SwiftUI's iOS 15
    /// `init(text:prompt:label:)`; an iOS field shows no label of its own, only the prompt.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(title: prompt?.string ?? "", text: text, onEditingChanged: { _ in }, onCommit: {})
    }
}
