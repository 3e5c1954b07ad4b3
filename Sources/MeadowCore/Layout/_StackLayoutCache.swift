import Foundation

/// What `HStackLayout` and `VStackLayout` keep between calls, as SwiftUI's stacks keep a `_StackLayoutCache`: the
/// gaps between their subviews and, for each proposal they were sized or placed for, the proposal and dimensions
/// each subview got. A stack is placed with the proposal it was sized for, and every frame of an animation places it
/// again, so the sizing is worked out once until a subview changes (the node then makes a new cache).
public final class _StackLayoutCache {
    var distances: [CGFloat]?
    var childLayouts = ProposalMemo<ProposedViewSize, [(proposal: ProposedViewSize, dimensions: ViewDimensions)]>()

    init() {}
}
