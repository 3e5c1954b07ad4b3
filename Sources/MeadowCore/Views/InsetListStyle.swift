/// Rows on the system background with their sections apart, as SwiftUI's `InsetListStyle`.
public struct InsetListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == InsetListStyle {
    /// The inset style.
    public static var inset: InsetListStyle { InsetListStyle() }
}
