import Foundation

/// Settles a scroll on a page boundary, a multiple of the scroll view's size, as SwiftUI's
/// `PagingScrollTargetBehavior`.
///
/// Paging as UIScrollView pages: the page nearest the projected end of the scroll (a slow release settles on the
/// page nearest where it was let go), but no more than one page from the page the gesture began on, so a flick
/// turns exactly one page.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = Self.page(
                for: target.rect.origin.x, from: context.startOffset.x, length: context.containerSize.width)
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = Self.page(
                for: target.rect.origin.y, from: context.startOffset.y, length: context.containerSize.height)
        }
    }

    private static func page(for offset: CGFloat, from start: CGFloat, length: CGFloat) -> CGFloat {
        guard length > 0 else { return offset }
        let startPage = (start / length).rounded()
        let page = min(max((offset / length).rounded(), startPage - 1), startPage + 1)
        return page * length
    }
}
