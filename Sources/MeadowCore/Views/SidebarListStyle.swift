/// The sidebar's list style, as SwiftUI's `SidebarListStyle`: on iPhone its sections are inset grouped cards.
public struct SidebarListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == SidebarListStyle {
    /// The sidebar style: inset grouped on iPhone.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
