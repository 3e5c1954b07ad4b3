/// The options in a menu opened from a button showing the selection, as SwiftUI's `MenuPickerStyle`.
public struct MenuPickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}

    var presentation: PickerPresentation { .menu }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// The menu style.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
