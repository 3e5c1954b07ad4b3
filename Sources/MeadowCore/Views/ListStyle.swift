/// How a `List` looks, as SwiftUI's `ListStyle`: `.plain`, `.inset`, `.insetGrouped`, `.grouped`,
/// `.sidebar` or `.automatic`.
public protocol ListStyle {}

extension View {
    /// Sets the look of the lists in this view, as SwiftUI's `listStyle(_:)`.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyle, style)
    }
}
