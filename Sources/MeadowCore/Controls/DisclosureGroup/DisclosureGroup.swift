import Foundation

/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup` on iOS: the label leading and a
/// `chevron.right` trailing in the accent colour (14-point semibold), turned to point down while the content shows
/// below; tapping the label row toggles it, animated. Without an `isExpanded` binding it keeps its own state,
/// collapsed at first.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpandedBinding: Binding<Bool>?
    @State private var isExpandedState = false

    /// A group collapsed at first that keeps whether it is expanded itself.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content
        self.label = label()
        isExpandedBinding = nil
    }

    /// A group expanded while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content
        self.label = label()
        isExpandedBinding = isExpanded
    }

    public var body: some View {
        let isExpanded = isExpandedBinding ?? $isExpandedState
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                label
                Spacer()
                Image(systemName: "chevron.right")
                    .accessibilityHidden(true)
                    .font(.system(size: 14, weight: .semibold))
                    .foregroundColor(.accentColor)
                    .rotationEffect(.degrees(isExpanded.wrappedValue ? 90 : 0))
            }
            .frame(minHeight: 44)
            .contentShape(Rectangle())
            .onTapGesture {
                withAnimation(.easeInOut(duration: 0.25)) { isExpanded.wrappedValue.toggle() }
            }
            // VoiceOver reads the header as a button named by its label ("Details, button, collapsed"), the
            // chevron unsaid; its action shows or hides the content, and it is expandable, expanded while the
            // content shows, as GTK 4's expander.
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
            .accessibilityAttributes { [isExpanded = isExpanded.wrappedValue] in $0.setIfUnset(\.isExpanded, isExpanded) }
            .accessibilityAction {
                withAnimation(.easeInOut(duration: 0.25)) { isExpanded.wrappedValue.toggle() }
            }
            if isExpanded.wrappedValue {
                content()
            }
        }
        // The content's elements stay apart from the header's, as the rows a disclosure group shows on iOS.
        .accessibilityElement(children: .contain)
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled with the localised string of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled `label`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// A group titled with the localised string of `titleKey`, expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group titled `label`, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}
