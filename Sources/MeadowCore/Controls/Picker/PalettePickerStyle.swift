/// The options side by side as compact images or titles, as SwiftUI's `PalettePickerStyle` (iOS 17).
public struct PalettePickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}

    var presentation: PickerPresentation { .palette }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// The palette style.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
