/// The options on a turning wheel, as SwiftUI's `WheelPickerStyle` (`UIPickerView`).
public struct WheelPickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}

    var presentation: PickerPresentation { .wheel }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// The wheel style.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
