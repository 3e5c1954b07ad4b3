/// How a `Picker` presents its options, as SwiftUI's `PickerStyle`.
public protocol PickerStyle {}

extension View {
    /// Sets how pickers in this view present their options; Meadow draws every picker segmented, and logs once
    /// that any other style is ignored.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        if !(style is SegmentedPickerStyle) {
            WarningLog.ignoredArguments.once(
                "pickerStyle(\(S.self)()): only the segmented style is drawn; pickers stay segmented")
        }
        return self
    }
}
