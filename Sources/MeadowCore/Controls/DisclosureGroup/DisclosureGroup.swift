import Foundation

/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup` on iOS: its label row
/// (`DisclosureRow`: the label leading, the accent chevron trailing, turned down while the content shows below, a
/// tap toggling it, animated) at least 44 points tall. Without an `isExpanded` binding it keeps its own state,
/// collapsed at first.
///
/// In a `List` or `Form` it is rows of the list, as iOS shows it: the label row is one row, as tall as any other,
/// and each view of the content, while shown, a row of its own indented one outline level
/// (`DisclosureRow.indentation`) from the label's, as an `OutlineGroup`'s children are.
public struct DisclosureGroup<Label: View, Content: View>: View, ListRowsView {
    let label: Label
    let content: () -> Content
    let isExpandedBinding: Binding<Bool>?
    @State private var isExpandedState = false
    @Environment(\.expandsListRows) private var expandsListRows

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
        let setExpanded: (Bool) -> Void = { value in
            guard value != isExpanded.wrappedValue else { return }
            withAnimation(.easeInOut(duration: 0.25)) { isExpanded.wrappedValue = value }
        }
        if expandsListRows {
            DisclosureRow(isExpanded: isExpanded.wrappedValue, setExpanded: setExpanded, label: label)
            if isExpanded.wrappedValue {
                content().padding(.leading, DisclosureRow<Label>.indentation)
            }
        } else {
            VStack(alignment: .leading, spacing: 0) {
                DisclosureRow(isExpanded: isExpanded.wrappedValue, setExpanded: setExpanded, minHeight: 44, label: label)
                if isExpanded.wrappedValue {
                    content()
                }
            }
            // The content's elements stay apart from the header's, as the rows a disclosure group shows on iOS.
            .accessibilityElement(children: .contain)
        }
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
