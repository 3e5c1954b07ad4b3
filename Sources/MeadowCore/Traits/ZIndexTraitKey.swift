/// Where a view draws among its overlapping siblings, as SwiftUI's `zIndex(_:)` sets it; 0 by default. A trait:
/// the container that draws the view reads it (`ViewNode.childrenInDrawOrder`), and hit testing follows.
enum ZIndexTraitKey: ViewTraitKey {
    static let defaultValue: Double = 0
}

extension View {
    /// Controls the display order of overlapping views, as SwiftUI's `zIndex(_:)`: among the views of one container
    /// (a stack, an overlay's or a background's views), a higher value draws in front and is hit first, and views
    /// of equal value keep the order they are declared in. The layout does not change.
    public func zIndex(_ value: Double) -> some View {
        modifier(ViewTraitModifier<ZIndexTraitKey>(value: value))
    }
}

extension ViewNode {
    /// The view's display order among its siblings, as set by `zIndex(_:)`.
    var zIndex: Double { traits[ZIndexTraitKey.self] }

    /// The children in the order they draw, back to front: by `zIndex`, equal ones in declaration order.
    var childrenInDrawOrder: [ViewNode] {
        guard children.contains(where: { $0.zIndex != 0 }) else { return children }
        return children.enumerated()
            .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
            .map(\.element)
    }
}
