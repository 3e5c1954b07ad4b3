import Foundation

/// Where a scroll view's content settles when a scroll gesture ends, as SwiftUI's `ScrollTargetBehavior`.
///
/// Apple's documentation: a scroll view computes where a gesture ends from its deceleration rate and the gesture's
/// state; a behavior's `updateTarget(_:context:)` moves that target. Meadow's scroll view projects the release by
/// UIScrollView's deceleration (0.998 per millisecond), asks the behavior, then springs to the target, clamped to
/// the content's ends.
public protocol ScrollTargetBehavior {
    /// Moves `target`, the projected end of the scroll, to where the content should settle.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)

    typealias TargetContext = ScrollTargetBehaviorContext
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on multiples of the scroll view's size, as SwiftUI's `.paging`.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles with a view of the scroll target layout at the leading edge, as SwiftUI's `.viewAligned`.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}
