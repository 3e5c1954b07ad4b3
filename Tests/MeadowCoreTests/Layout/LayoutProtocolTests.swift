import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

// Custom layouts from Apple's documentation and the WWDC22 session "Compose custom layouts with SwiftUI".

/// The session's `MyEqualWidthHStack`: every subview is proposed the widest ideal width, side by side, with each
/// pair's preferred spacing between them.
private struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let maxSize = maxSize(subviews)
        let spacing = spacings(subviews).reduce(0, +)
        return CGSize(width: maxSize.width * CGFloat(subviews.count) + spacing, height: maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let maxSize = maxSize(subviews)
        let spacings = spacings(subviews)
        let placement = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var x = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: placement)
            if index < spacings.count { x += maxSize.width + spacings[index] }
        }
    }

    private func maxSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    private func spacings(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.dropLast().map {
            subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal)
        }
    }
}

/// The session's `Rank`: a value each view hands to the layout.
private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// Stacks subviews vertically from the lowest rank to the highest, with no spacing.
private struct RankedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var y = bounds.minY
        for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

/// Counts how often SwiftUI's layout calls make and update its cache.
@MainActor
private final class CacheLog {
    var made = 0
    var updated = 0
}

/// A column whose cache holds its subviews' ideal sizes.
private struct CachedColumn: Layout {
    let log: CacheLog

    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        log.made += 1
        return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        log.updated += 1
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(width: cache.sizes.map(\.width).max() ?? 0, height: cache.sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for (subview, size) in zip(subviews, cache.sizes) {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += size.height
        }
    }
}

/// A layout that places only its first subview, at the top-leading corner.
private struct FirstOnly: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
}

/// A fixed 40×40 layout that asks for no space around itself.
private struct Flush: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        CGSize(width: 40, height: 40)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}

    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { .zero }
}

/// A fixed 40×40 layout whose bottom guide is 10 points from its top.
private struct RaisedBottom: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        CGSize(width: 40, height: 40)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Void
    ) -> CGFloat? {
        guide == .bottom ? bounds.minY + 10 : nil
    }
}

/// Records what a layout's subviews report, for assertions on `LayoutSubview` itself.
@MainActor
private final class SubviewLog {
    var priorities: [Double] = []
    var ideal: [CGSize] = []
    var sliceCount = 0
    var explicitLeading: [CGFloat?] = []
}

private struct Inspecting: Layout {
    let log: SubviewLog

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        log.priorities = subviews.map(\.priority)
        log.ideal = subviews.map { $0.sizeThatFits(.unspecified) }
        log.sliceCount = subviews[1..<subviews.count].count
        log.explicitLeading = subviews.map { $0.dimensions(in: .unspecified)[explicit: .leading] }
        return .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
}

/// Three squares in an `AnyLayout` that is a row or a column by state.
private struct Switcher: View {
    let probe: StateProbe<Bool>
    @State var vertical = false

    var body: some View {
        let _ = probe.binding = $vertical
        let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
        layout {
            block("a", 20, 20)
            block("b", 20, 20)
        }
    }
}

/// A cached column whose second row's height is state.
private struct GrowingColumn: View {
    let log: CacheLog
    let probe: StateProbe<Bool>
    @State var tall = false

    var body: some View {
        let _ = probe.binding = $tall
        CachedColumn(log: log) {
            block("a", 30, 10)
            block("b", 20, tall ? 40 : 10)
        }
    }
}

@MainActor
@Suite("The Layout protocol")
struct LayoutProtocolTests {
    @Test("ProposedViewSize's zero, infinity and unspecified are 0, ∞ and nil on both axes")
    func proposedSizeConstants() {
        // §0: .zero asks for the minimum, .infinity for the maximum, .unspecified for the ideal size.
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
    }

    @Test("replacingUnspecifiedDimensions fills nil with 10 by default, or the given size")
    func replacingUnspecified() {
        // §0: the default argument is CGSize(width: 10, height: 10).
        #expect(ProposedViewSize(width: nil, height: 30).replacingUnspecifiedDimensions() == CGSize(width: 10, height: 30))
        #expect(
            ProposedViewSize(width: 5, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2))
                == CGSize(width: 5, height: 2))
    }

    @Test("Two plain views prefer 8 points between them on both axes")
    func plainSpacing() {
        // §1.6: view↔view resolves to 8 pt in both axes.
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
    }

    @Test("ViewSpacing.zero next to anything is 0, and a union keeps the larger preference")
    func zeroAndUnion() {
        // §1.6 rule (b): the larger of the facing edges' preferences.
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .horizontal) == 0)
        #expect(ViewSpacing().distance(to: .zero, along: .vertical) == 0)
        let union = ViewSpacing.zero.union(ViewSpacing())
        #expect(union.distance(to: .zero, along: .horizontal) == 0)
        var leadingOnly = ViewSpacing()
        leadingOnly.formUnion(.zero, edges: .leading)
        #expect(ViewSpacing().distance(to: leadingOnly, along: .horizontal) == 0)
        #expect(leadingOnly.distance(to: ViewSpacing(), along: .horizontal) == 8, "its trailing edge has no preference")
    }

    @Test("HStackLayout used as a view lays out exactly as HStack")
    func hstackLayoutMatchesHStack() {
        // §1.1: HStack is HStackLayout; the same algorithm, 8 pt default spacing.
        let tree = layout(
            HStackLayout(alignment: .top) {
                block("a", 50, 20)
                block("b", 30, 40)
            }, width: 300, height: 100)
        expectFrame(tree.node(kind: .hStack), rect(106, 30, 88, 40))
        expectFrame(tree.node(identifier: "a"), rect(106, 30, 50, 20))
        expectFrame(tree.node(identifier: "b"), rect(164, 30, 30, 40))
    }

    @Test("VStackLayout with spacing 4 and trailing alignment stacks downward, right-aligned")
    func vstackLayout() {
        // §1.2: cumulative major positions with the explicit spacing; children's trailing guides line up.
        let tree = layout(
            VStackLayout(alignment: .trailing, spacing: 4) {
                block("a", 50, 20)
                block("b", 30, 10)
            }, width: 200, height: 200)
        expectFrame(tree.node(kind: .vStack), rect(75, 83, 50, 34))
        expectFrame(tree.node(identifier: "a"), rect(75, 83, 50, 20))
        expectFrame(tree.node(identifier: "b"), rect(95, 107, 30, 10))
    }

    @Test("ZStackLayout aligns its children by its alignment")
    func zstackLayout() {
        // §2.1: each child's guide on the stack's; the stack is as large as its largest child.
        let tree = layout(
            ZStackLayout(alignment: .bottomTrailing) {
                block("a", 60, 40)
                block("b", 20, 10)
            }, width: 200, height: 100)
        expectFrame(tree.node(kind: .zStack), rect(70, 30, 60, 40))
        expectFrame(tree.node(identifier: "b"), rect(110, 60, 20, 10))
    }

    @Test("The WWDC22 equal-width stack gives every button the widest one's width")
    func equalWidthStack() {
        // WWDC22 "Compose custom layouts with SwiftUI": MyEqualWidthHStack proposes each subview the largest ideal
        // size and spaces them by their spacing preferences (8 pt between plain views, §1.6).
        let tree = layout(
            EqualWidthHStack {
                Color.red.frame(idealWidth: 30, idealHeight: 20).accessibilityIdentifier("a")
                Color.red.frame(idealWidth: 60, idealHeight: 10).accessibilityIdentifier("b")
                Color.red.frame(idealWidth: 40, idealHeight: 10).accessibilityIdentifier("c")
            }, width: 400, height: 100)
        expectFrame(tree.node(kind: .custom("EqualWidthHStack")), rect(102, 40, 196, 20))
        expectFrame(tree.node(identifier: "a"), rect(102, 40, 60, 20))
        expectFrame(tree.node(identifier: "b"), rect(170, 40, 60, 20))
        expectFrame(tree.node(identifier: "c"), rect(238, 40, 60, 20))
    }

    @Test("place(at:anchor:proposal:) puts the anchor point of the subview at the position")
    func placeWithAnchor() {
        // Apple, LayoutSubview.place(at:anchor:proposal:): the anchor is a unit point in the subview's frame.
        struct Anchored: Layout {
            let anchor: UnitPoint
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                CGSize(width: 100, height: 100)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: anchor, proposal: .unspecified)
            }
        }
        let tree = layout(Anchored(anchor: .bottomTrailing) { block("a", 20, 10) }, width: 100, height: 100)
        expectFrame(tree.node(identifier: "a"), rect(30, 40, 20, 10))
        let centred = layout(Anchored(anchor: .center) { block("a", 20, 10) }, width: 100, height: 100)
        expectFrame(centred.node(identifier: "a"), rect(40, 45, 20, 10))
    }

    @Test("A layout value set on a view reaches the layout through the subview's subscript")
    func layoutValueKey() {
        // WWDC22: views carry a Rank with layoutValue(key:value:); a view without one reads the key's default.
        let tree = layout(
            RankedColumn {
                block("third", 10, 10).layoutValue(key: Rank.self, value: 3)
                block("first", 20, 10)
                block("second", 30, 10).layoutValue(key: Rank.self, value: 1)
            }, width: 100, height: 100)
        expectFrame(tree.node(identifier: "first"), rect(35, 35, 20, 10))
        expectFrame(tree.node(identifier: "second"), rect(35, 45, 30, 10))
        expectFrame(tree.node(identifier: "third"), rect(35, 55, 10, 10))
    }

    @Test("A layout value survives the modifiers applied after it")
    func layoutValueThroughModifiers() {
        // Layout values are traits: they stay with the view through later modifiers, as layoutPriority does (§1.3).
        let tree = layout(
            RankedColumn {
                block("b", 10, 10).layoutValue(key: Rank.self, value: 2).padding(5)
                block("a", 20, 10).layoutValue(key: Rank.self, value: 1)
            }, width: 100, height: 100)
        expectFrame(tree.node(identifier: "a"), rect(40, 35, 20, 10))
        expectFrame(tree.node(identifier: "b"), rect(45, 50, 10, 10))
    }

    @Test("LayoutSubview reports priority, ideal size, explicit guides, and the subviews slice")
    func subviewProxies() {
        // Apple, LayoutSubview: priority is layoutPriority (0 by default); dimensions(in:)[explicit:] is nil
        // without an alignment guide; LayoutSubviews is a random-access collection with slices.
        let log = SubviewLog()
        _ = layout(
            Inspecting(log: log) {
                block("a", 10, 20).layoutPriority(2)
                block("b", 30, 40).alignmentGuide(.leading) { $0.width / 3 }
                Color.red
            }, width: 100, height: 100)
        #expect(log.priorities == [2, 0, 0])
        #expect(log.ideal == [CGSize(width: 10, height: 20), CGSize(width: 30, height: 40), CGSize(width: 10, height: 10)])
        #expect(log.sliceCount == 2)
        #expect(log.explicitLeading == [nil, 10, nil])
    }

    @Test("makeCache runs once, and updateCache after a subview changes")
    func cacheLifecycle() {
        // Apple, Layout.makeCache/updateCache: the cache is made once and updated when the subviews change.
        let log = CacheLog()
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(GrowingColumn(log: log, probe: probe), device: canvas(100, 100))
        expectFrame(driver.find(identifier: "b"), rect(35, 50, 20, 10))
        #expect(log.made == 1)
        probe.set(true)
        expectFrame(driver.find(identifier: "b"), rect(35, 35, 20, 40))
        #expect(log.made == 1)
        #expect(log.updated >= 1)
    }

    @Test("A subview the layout does not place sits at its ideal size in the centre")
    func unplacedSubview() {
        // Apple, Layout.placeSubviews: a subview you do not place is centred in the layout's bounds.
        let tree = layout(
            FirstOnly {
                block("a", 20, 20)
                block("b", 30, 10)
            }, width: 200, height: 100)
        expectFrame(tree.node(identifier: "a"), rect(0, 0, 20, 20))
        expectFrame(tree.node(identifier: "b"), rect(85, 45, 30, 10))
    }

    @Test("A layout's spacing preference sets its distance to its neighbours in a stack")
    func customSpacing() {
        // §1.6: a stack with nil spacing uses each pair's distance; ViewSpacing.zero asks for none.
        let tree = layout(
            HStack {
                block("a", 20, 20)
                Flush {}
                block("b", 20, 20)
            }, width: 200, height: 100)
        expectFrame(tree.node(kind: .hStack), rect(60, 30, 80, 40))
        expectFrame(tree.node(identifier: "a"), rect(60, 40, 20, 20))
        expectFrame(tree.node(identifier: "b"), rect(120, 40, 20, 20))
    }

    @Test("A stack's spacing is its children's: a stack ending in a flush layout sits flush to its neighbour")
    func stackSpacingUnion() {
        // §1.6: a stack's ViewSpacing is the union of its children's, its last child's trailing edge included.
        let tree = layout(
            HStack {
                HStack {
                    block("a", 20, 20)
                    Flush {}
                }
                block("b", 20, 20)
            }, width: 200, height: 100)
        expectFrame(tree.node(identifier: "a"), rect(60, 40, 20, 20))
        expectFrame(tree.node(identifier: "b"), rect(120, 40, 20, 20))
    }

    @Test("A layout's explicit guide is where its parent aligns it")
    func layoutExplicitAlignment() {
        // Apple, Layout.explicitAlignment(of:in:proposal:subviews:cache:): the value the container reports.
        let tree = layout(
            HStack(alignment: .bottom, spacing: 0) {
                RaisedBottom {}
                block("b", 20, 20)
            }, width: 200, height: 200)
        // The guides meet at y 95: the layout's 10 below its top, the square's bottom.
        expectFrame(tree.node(kind: .custom("RaisedBottom")), rect(70, 85, 40, 40))
        expectFrame(tree.node(identifier: "b"), rect(110, 75, 20, 20))
    }

    @Test("Switching an AnyLayout from a row to a column keeps the views and moves them")
    func anyLayoutSwitches() {
        // Apple, AnyLayout: changing the layout keeps the subviews' identity, so they move rather than reappear.
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(Switcher(probe: probe), device: canvas(100, 100))
        expectFrame(driver.find(identifier: "b"), rect(50, 40, 20, 20))
        withAnimation(.linear(duration: 1)) { probe.set(true) }
        _ = driver.layoutTree
        driver.step(0.5)
        expectFrame(driver.find(identifier: "b"), rect(45, 45, 20, 20))
        driver.step(0.5)
        expectFrame(driver.find(identifier: "b"), rect(40, 50, 20, 20))
        #expect(driver.layoutTree.node(kind: .vStack) != nil)
    }
}
