import Foundation

extension ViewNode {
    /// `point` (in root coordinates) in the node's own coordinates, where a shape's `path(in:)` draws: SwiftUI
    /// hands a shape a rect at the origin, so a shape that ignores `rect.origin` is still hit where it is drawn.
    final func localPoint(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    }

    /// The nodes a touch at `point` lands on, from this node down to the frontmost node drawn there, or nil.
    ///
    /// Children are tried front to back; a view hit by none of its children is hit only where it draws or within
    /// its `contentShape`. `allowsHitTesting(false)` makes a view and its children transparent to touches.
    final func hitTest(_ point: CGPoint) -> [ViewNode]? {
        guard allowsHitTesting, !clipsHit(at: point) else { return nil }
        for child in childrenFrontToBack {
            if let path = child.hitTest(point) { return [self] + path }
        }
        if let contentShape, contentShape.path(in: localBounds).contains(localPoint(point)) { return [self] }
        return drawsContent(at: point) ? [self] : nil
    }
}
