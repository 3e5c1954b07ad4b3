/// The platform's picker style, as SwiftUI's `DefaultPickerStyle`: on iOS 16 and later, a menu.
public struct DefaultPickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}

    var presentation: PickerPresentation { .menu }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
