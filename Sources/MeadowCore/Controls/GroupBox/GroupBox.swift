/// A box grouping related content under an optional label, as SwiftUI's `GroupBox` on iOS: the label in the headline
/// font over the content, leading, 16 points inside a rounded rectangle (corner radius 8) in the secondary system
/// background colour.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Content under `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Content under `label`, in SwiftUI's older spelling.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    /// iOS's `secondarySystemBackground`: #F2F2F7 light, #1C1C1E dark.
    static var background: Color { Color(light: RGBA(hex: 0xF2F2F7), dark: RGBA(hex: 0x1C1C1E)) }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label.font(.headline)
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 8).fill(Self.background))
    }
}

extension GroupBox where Label == EmptyView {
    /// Content without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// Content under the localised string of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Content under `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
