import Foundation

/// The tab view style of the platform, as SwiftUI's `DefaultTabViewStyle`: on iOS, pages chosen by a tab bar at
/// the bottom.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's tab view style: a tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
