/// How a `Picker` presents its options, as SwiftUI's `PickerStyle`.
public protocol PickerStyle {}

extension View {
    /// Sets how pickers in this view present their options; Meadow draws every picker segmented.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        self
    }
}
