import Foundation

/// What a `ScrollTargetBehavior` knows of the scroll that ends, as SwiftUI's `ScrollTargetBehaviorContext`.
public struct ScrollTargetBehaviorContext {
    /// The target the scroll view projected from the release, before any behavior moved it.
    public var originalTarget: ScrollTarget
    /// The content's velocity at the release, in points per second (positive: the offset grows).
    public var velocity: CGVector
    public var contentSize: CGSize
    /// The scroll view's size.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls.
    public var axes: Axis.Set
    /// The content offset where the gesture began.
    var startOffset: CGPoint
    /// The content offsets that put each view of the scroll target layout at the leading (top) edge.
    var viewOffsets: [CGPoint]
}
