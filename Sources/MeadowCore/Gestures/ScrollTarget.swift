import Foundation

/// Where a scroll ends, as SwiftUI's `ScrollTarget`: the visible rect of the content, in the content's
/// coordinates (its origin is the content offset).
public struct ScrollTarget {
    public var rect: CGRect
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}
