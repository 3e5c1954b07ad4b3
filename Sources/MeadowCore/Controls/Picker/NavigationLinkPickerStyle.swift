/// A row that pushes the options onto the navigation stack, as SwiftUI's `NavigationLinkPickerStyle`.
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}

    var presentation: PickerPresentation { .navigationLink }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// The navigationLink style.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
