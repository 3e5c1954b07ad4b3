/// Each section a rounded card inset from the screen edges on the grouped background, as SwiftUI's
/// `InsetGroupedListStyle`; the iPhone's default list style.
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// The inset grouped style.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
