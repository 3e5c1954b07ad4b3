/// The platform's navigation view style, as SwiftUI's `DefaultNavigationViewStyle`: a stack on an iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's style: a stack on an iPhone.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
