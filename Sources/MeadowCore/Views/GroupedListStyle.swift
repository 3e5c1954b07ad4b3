/// Sections edge to edge on the grouped background, as SwiftUI's `GroupedListStyle`.
public struct GroupedListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == GroupedListStyle {
    /// The grouped style.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
