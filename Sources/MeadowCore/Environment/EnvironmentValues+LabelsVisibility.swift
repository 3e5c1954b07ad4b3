private struct LabelsVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// Whether controls show their labels, as SwiftUI's `labelsVisibility`: `.hidden` under `labelsHidden()`.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls in this view, as SwiftUI's `labelsHidden()`: a `Toggle`, `Stepper` or
    /// `ColorPicker` shows its control alone, at its own size.
    public func labelsHidden() -> some View {
        environment(\.labelsVisibility, .hidden)
    }
}
