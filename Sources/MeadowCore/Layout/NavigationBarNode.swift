import Foundation

/// A navigation bar: the 44-point row of items, the inline title centred in it and, for a large title, the
/// strip below (52 points at the default text size), which collapses as the stack's scroll view scrolls; a search field's 52-point strip
/// below those, which moves up as the large title collapses.
///
/// Follows UIKit's large-title bar: the strip scrolls away with the content (the bar is 96 points at rest, 44
/// when collapsed); the inline title shows once the collapse passes 42 points (Flutter's threshold of 10 before
/// full collapse), here faded over the next 10 points of scrolling; at the scroll edge the bar has no background
/// and no hairline, and both appear as the content passes under the bar.
final class NavigationBarNode: ViewNode {
    var isLarge = false
    /// The height of the large title's strip, which grows with the title's text size.
    var largeTitleExtension = NavigationBar.largeTitleExtension
    /// Whether the bar shows a `searchable` view's search field under its title.
    var hasSearch = false
    /// Whether the search field has focus: the bar is then only the field's strip, at its top.
    var searchIsActive = false
    var scale: CGFloat = 2
    /// The bar's background colour, as `toolbarBackground(_:for:)` set it; nil for the system material.
    var background: RGBA?
    /// Whether the background shows: with `.automatic` once content is under the bar, or always or never.
    var backgroundVisibility = Visibility.automatic

    /// How far the content has scrolled under the bar, as of the last layout.
    private(set) var scrolled: CGFloat = 0

    /// Scrolling, in points, over which the inline title and the material fade in.
    static let fadeDistance: CGFloat = 10
    /// The collapse at which the inline title starts to show: 10 points before full collapse.
    var inlineTitleThreshold: CGFloat { largeTitleExtension - 10 }
    /// The bar's tint: Flutter's translucent `0xCCF8F8F8` over the blurred content under it.
    static let materialColor = RGBA(hex: 0xF8F8F8, alpha: 0.8)
    /// The blur of the content under the bar: the tab bar's, as both are the system chrome material (§1).
    static let materialBlurRadius = TabBar.materialBlurRadius
    /// The hairline under the bar: one physical pixel of black at 30 %.
    static let hairlineColor = RGBA(red: 0, green: 0, blue: 0, alpha: 0.3)

    override var kind: LayoutNode.Kind { .navigationBar }

    /// How much of the large-title strip has scrolled away: 0 at rest, the strip's height collapsed, negative when
    /// pulled down.
    var collapse: CGFloat { isLarge ? min(scrolled, largeTitleExtension) : 0 }

    /// The bar's height below its top now.
    var barHeight: CGFloat {
        if searchIsActive { return SearchField.stripHeight }
        let titles = isLarge
            ? NavigationBar.barHeight + largeTitleExtension - max(collapse, 0) : NavigationBar.barHeight
        return titles + (hasSearch ? SearchField.stripHeight : 0)
    }

    /// The inline title's opacity: always shown when inline, fading in near full collapse when large.
    var inlineTitleOpacity: Double {
        guard isLarge else { return 1 }
        return Double(min(max((scrolled - inlineTitleThreshold) / Self.fadeDistance, 0), 1))
    }

    /// The material's and hairline's opacity: 0 at the scroll edge, 1 once content is under the bar.
    var materialOpacity: Double {
        let edge = isLarge ? largeTitleExtension : 0
        return Double(min(max((scrolled - edge) / Self.fadeDistance, 0), 1))
    }

    /// How much of the bar's background (the material or `background`) and its hairline show: the material's
    /// fade, unless `toolbarBackground(.visible)` or `(.hidden)` says always or never.
    var backgroundOpacity: Double {
        switch backgroundVisibility {
        case .automatic: materialOpacity
        case .visible: 1
        case .hidden: 0
        }
    }

    /// How much of the blurred content under the bar shows: none under a background colour, which replaces the
    /// material as in SwiftUI.
    var backdropOpacity: Double { background == nil ? backgroundOpacity : 0 }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        scrolled = scrollView()?.contentOffset.y ?? 0
        guard children.count == 4 else { return }
        let rowHeight = NavigationBar.barHeight
        let rowRect = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rowHeight)
        place(children[0], proposal: ProposedViewSize(rowRect.size), alignment: .center, in: rowRect, context: context)
        place(children[1], proposal: ProposedViewSize(rowRect.size), alignment: .center, in: rowRect, context: context)
        let strip = CGRect(
            x: rect.minX, y: rect.minY + rowHeight - collapse, width: rect.width, height: largeTitleExtension)
        children[2].place(in: strip, proposal: ProposedViewSize(strip.size), context: context)
        let searchStrip = CGRect(
            x: rect.minX, y: searchIsActive ? rect.minY : isLarge ? strip.maxY : rowRect.maxY, width: rect.width,
            height: SearchField.stripHeight)
        place(children[3], proposal: ProposedViewSize(width: searchStrip.width, height: nil), alignment: .center, in: searchStrip, context: context)
    }

    override func drawsContent(at point: CGPoint) -> Bool {
        point.y >= frame.minY && point.y < frame.minY + barHeight && point.x >= frame.minX && point.x < frame.maxX
    }

    /// The scroll view the bar follows: the first one given the large title's inset in the stack's content.
    private func scrollView() -> ScrollViewNode? {
        var node = parent
        while let current = node {
            if let decoration = current as? DecorationNode, let content = decoration.content, content !== self {
                return Self.firstInsetScrollView(in: content)
            }
            node = current.parent
        }
        return nil
    }

    private static func firstInsetScrollView(in node: ViewNode) -> ScrollViewNode? {
        if let scroll = node as? ScrollViewNode, scroll.topContentInset > 0 { return scroll }
        for child in node.children {
            if let found = firstInsetScrollView(in: child) { return found }
        }
        return nil
    }
}

extension LayoutNode.Kind {
    /// A `NavigationBar` node of the laid-out tree.
    public static let navigationBar = Self("NavigationBar")
}
