import Foundation

/// Settles a scroll with a view of the scroll target layout (`scrollTargetLayout()`) at the leading or top edge,
/// as SwiftUI's `ViewAlignedScrollTargetBehavior`: the view whose edge is nearest the projected end of the scroll,
/// so a faster flick passes more views. Without a target layout the projected end stands.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        guard !context.viewOffsets.isEmpty else { return }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = Self.nearest(to: target.rect.origin.x, in: context.viewOffsets.map(\.x))
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = Self.nearest(to: target.rect.origin.y, in: context.viewOffsets.map(\.y))
        }
    }

    private static func nearest(to offset: CGFloat, in candidates: [CGFloat]) -> CGFloat {
        candidates.min { abs($0 - offset) < abs($1 - offset) } ?? offset
    }
}
