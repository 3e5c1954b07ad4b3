import Foundation

/// How the content of a view that ignores the safe area grows into it, while that content is placed.
///
/// SwiftUI proposes the content the rect grown to the screen's edges it ignores. A view that takes that size is laid
/// out in it. A view that keeps a size of its own (`frame(height: 300)`) keeps its place, but its frame still
/// reaches the screen edge on each ignored side where it touches the safe area, and its content is placed in its
/// own size by the same rule: so `MapView().frame(height: 300).ignoresSafeArea(edges: .top)` under a 103-point bar is
/// a 403-high map whose bottom stays 300 below the bar.
struct SafeAreaExtension {
    /// The safe area and the screen, in the coordinates the content is placed in (moved with any scrolling).
    var safe: CGRect
    var screen: CGRect
    var edges: Edge.Set

    /// How close, in points, a view's edge must be to the safe area's to count as touching it: half a point, so
    /// frames that differ only by float sums or pixel rounding still extend.
    nonisolated static let touchTolerance: CGFloat = 0.5

    /// `rect` grown to the screen edge on each ignored side where it touches the safe area's edge or reaches past
    /// it: content taller than the safe area (a ZStack whose VStack overflows it, centred on it) overhangs both
    /// edges, and its ignoring background still covers the screen, as on iOS, rather than stopping a few points
    /// into the bars.
    func extending(_ rect: CGRect) -> CGRect {
        let tolerance = Self.touchTolerance
        var grown = rect
        if edges.contains(.top), rect.minY < safe.minY + tolerance { grown = grown.with(minY: min(screen.minY, rect.minY)) }
        if edges.contains(.bottom), rect.maxY > safe.maxY - tolerance { grown = grown.with(maxY: max(screen.maxY, rect.maxY)) }
        if edges.contains(.leading), rect.minX < safe.minX + tolerance { grown = grown.with(minX: min(screen.minX, rect.minX)) }
        if edges.contains(.trailing), rect.maxX > safe.maxX - tolerance { grown = grown.with(maxX: max(screen.maxX, rect.maxX)) }
        return grown
    }
}
