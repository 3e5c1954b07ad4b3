/// Rows edge to edge on the system background, as SwiftUI's `PlainListStyle`.
public struct PlainListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == PlainListStyle {
    /// The plain style.
    public static var plain: PlainListStyle { PlainListStyle() }
}
