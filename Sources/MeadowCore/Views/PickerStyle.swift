/// How a `Picker` presents its options, as SwiftUI's `PickerStyle`.
public protocol PickerStyle {}

/// Options side by side in a segmented control, as SwiftUI's `SegmentedPickerStyle`.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The segmented style.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension View {
    /// Sets how pickers in this view present their options; Meadow draws every picker segmented.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        self
    }
}
