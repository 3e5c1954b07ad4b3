/// Options side by side in a segmented control, as SwiftUI's `SegmentedPickerStyle`.
public struct SegmentedPickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}

    var presentation: PickerPresentation { .segmented }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The segmented style.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
