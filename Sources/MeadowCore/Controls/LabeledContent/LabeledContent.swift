/// A value with a label, as SwiftUI's `LabeledContent` on iOS: the label leading and the content trailing in the
/// secondary label colour, as a `Form` row shows a setting's value. The label's elements label the content's
/// (`accessibilityLabeledPair(role:id:in:)`), so a control shown as the content is named by the label beside it.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Namespace private var pair

    /// Content labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        HStack {
            label.accessibilityLabeledPair(role: .label, id: 0, in: pair)
            Spacer()
            content.foregroundColor(.secondary).accessibilityLabeledPair(role: .content, id: 0, in: pair)
        }
    }
}

extension LabeledContent where Label == Text {
    /// Content labelled with the localised string of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Content labelled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// The string `value` labelled with the localised string of `titleKey`.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// The string `value` labelled `title`.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}
