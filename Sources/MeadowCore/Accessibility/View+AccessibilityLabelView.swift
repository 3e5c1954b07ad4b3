extension View {
    /// This view with `label` over it, undrawn and untouchable, so that an element combining the view's children
    /// is named by the label: SwiftUI keeps a control's label that iOS does not show (a `Slider`'s, a wheel
    /// `Picker`'s, a circular `Gauge`'s, a control's under `labelsHidden()`) as its accessibility label.
    func accessibilityLabelView<Label: View>(_ label: Label) -> some View {
        overlay { label.opacity(0).allowsHitTesting(false) }
    }
}
