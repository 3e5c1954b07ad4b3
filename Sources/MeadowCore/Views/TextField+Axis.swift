import Foundation

// The text fields of SwiftUI that grow along an axis (iOS 16): `TextField("Notes", text: $notes, axis: .vertical)`
// wraps its text into lines and grows down line by line within the line limit (`lineLimit(3)`,
// `lineLimit(2...5)`, `lineLimit(5, reservesSpace: true)`), scrolling the text past it; Return types a newline.
// `axis: .horizontal` is the one-line field.

extension TextField where Label == Text {
    /// A field editing `text` that grows along `axis`, with the localised `titleKey` as its placeholder, as
    /// SwiftUI's `init(_:text:axis:)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(title: titleKey.resolved(), text: text, axis: axis)
    }

    /// A field editing `text` that grows along `axis`, with `title` as its placeholder, as SwiftUI's
    /// `init(_:text:axis:)` for a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title: String(title), text: text, axis: axis)
    }

    /// A field editing `text` that grows along `axis`, with `prompt` (the localised `titleKey` when nil) as its
    /// placeholder, as SwiftUI's `init(_:text:prompt:axis:)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title: prompt?.string ?? titleKey.resolved(), text: text, axis: axis)
    }

    /// A field editing `text` that grows along `axis`, with `prompt` (`title` when nil) as its placeholder, as
    /// SwiftUI's `init(_:text:prompt:axis:)` for a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title: prompt?.string ?? String(title), text: text, axis: axis)
    }
}

extension TextField {
    /// A field editing `text` that grows along `axis`, labelled by `label`, with `prompt` as its placeholder, as
    /// SwiftUI's `init(text:prompt:axis:label:)`; an iOS field shows no label of its own, only the prompt.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(title: prompt?.string ?? "", text: text, axis: axis)
    }

    /// The field every axis initialiser makes: no editing or commit callbacks of the older initialisers.
    init(title: String, text: Binding<String>, axis: Axis) {
        self.init(title: title, text: text, onEditingChanged: { _ in }, onCommit: {}, axis: axis)
    }
}
