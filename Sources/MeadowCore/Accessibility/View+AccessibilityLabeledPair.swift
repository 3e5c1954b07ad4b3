extension View {
    /// Pairs this view's elements, as the label or as the content, with the elements given the other role, the same
    /// `id` and the same `namespace`, as SwiftUI's `accessibilityLabeledPair(role:id:in:)`: the elements stay apart,
    /// and each knows the other (`labeledBy`, `labelFor`; AT-SPI's LABELLED_BY and LABEL_FOR relations). A content
    /// element nothing else names is named by its label, as a screen reader names a control from its label.
    public func accessibilityLabeledPair<ID: Hashable>(
        role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID
    ) -> some View {
        let pair = AccessibilityLabeledPair(role: role, key: .init(namespace: namespace, id: AnyHashable(id)))
        return accessibilityAttributes { $0.labeledPairs.append(pair) }
    }
}
