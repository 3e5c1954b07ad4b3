extension View {
    /// Replaces the view's accessibility elements with those of `representation`, as SwiftUI's
    /// `accessibilityRepresentation(representation:)` (iOS 15): a custom control is read as the standard one it
    /// stands for (a `Toggle`, a `Slider`), with its role, value and actions. The representation is laid out over
    /// the view, as large as it is, but neither drawn nor touched; the view's own elements are not read.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        accessibilityHidden(true).accessibilityLabelView(representation())
    }
}
