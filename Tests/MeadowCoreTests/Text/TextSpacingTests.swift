import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

// Text spacing in stacks (reference/swiftui-layout.md §1.6), measured with `FixedMetricsTextSystem` on a canvas of
// scale 2 (pixel length 0.5). A 10-point text is 10 tall (ascender 7.5, descender −2.5, cap height 7, no
// leading): its line height is 10, its default text spacing ⌈1⌉ = 1 and its default line spacing 11, so it wants
// 11 − 7.5 = 3.5 above it from a plain view and max(11 − 7, 1 + 2.5) = 4 below it. A 30-point text wants 10.5
// above and max(33 − 21, 3 + 7.5) = 12 below. Two characters of a 10-point text are 10 wide, of 30-point 30.

/// A 10-point text tagged `id`.
@MainActor
private func small(_ id: String) -> some View {
    Text("ab").font(.system(size: 10)).accessibilityIdentifier(id)
}

/// A 30-point text tagged `id`.
@MainActor
private func large(_ id: String) -> some View {
    Text("ab").font(.system(size: 30)).accessibilityIdentifier(id)
}

/// Stacks its subviews top to bottom, each its neighbour's preferred distance below the one before, as a custom
/// layout reading `LayoutSubview.spacing` would.
private struct SpacedColumn: Layout {
    private func gaps(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.dropFirst().map { subviews[$0 - 1].spacing.distance(to: subviews[$0].spacing, along: .vertical) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(
            width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps(subviews).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            if index > 0 { y += gaps(subviews)[index - 1] }
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

@MainActor
@Suite("Text spacing in stacks")
struct TextSpacingTests {
    @Test("Two texts in a VStack are the lower font's leading apart: none in a font without line gap")
    func textAboveText() {
        // §1.6: textToText pairs the upper text's metrics with the lower's and gives the lower font's leading (0);
        // the baseline pair (−7.5 + −2.5) is smaller, and no plain-view category meets.
        let tree = layout(VStack { small("a"); small("b") }, width: 200, height: 200)
        expectFrame(tree.node(kind: .vStack), rect(95, 90, 10, 20))
        expectFrame(tree.node(identifier: "a"), rect(95, 90, 10, 10))
        expectFrame(tree.node(identifier: "b"), rect(95, 100, 10, 10))
    }

    @Test("A text above a plain view is its edgeBelowText apart: the line spacing past the cap height")
    func textAboveColor() {
        // §1.6: edgeBelowText on the text's bottom (4) meets the plain view's 0 on its top: 4 + 0.
        let tree = layout(VStack { small("text"); block("color", 20, 20) }, width: 200, height: 200)
        expectFrame(tree.node(kind: .vStack), rect(90, 83, 20, 34))
        expectFrame(tree.node(identifier: "text"), rect(95, 83, 10, 10))
        expectFrame(tree.node(identifier: "color"), rect(90, 97, 20, 20))
    }

    @Test("A plain view above a text is the text's edgeAboveText apart: the line spacing past the ascender")
    func colorAboveText() {
        // §1.6: the plain view's 0 on its bottom meets edgeAboveText (3.5) on the text's top.
        let tree = layout(VStack { block("color", 20, 20); small("text") }, width: 200, height: 200)
        expectFrame(tree.node(kind: .vStack), rect(90, 83.25, 20, 33.5))
        expectFrame(tree.node(identifier: "color"), rect(90, 83.25, 20, 20))
        expectFrame(tree.node(identifier: "text"), rect(95, 106.75, 10, 10))
    }

    @Test("Two plain views stay the default 8 points apart")
    func colorAboveColor() {
        // §1.6: a plain view's bottom names edgeAboveText and the next one's top edgeBelowText: no category
        // meets, neither names a distance to any neighbour, so the default 8 applies.
        let tree = layout(VStack { block("a", 20, 20); block("b", 20, 20) }, width: 200, height: 200)
        expectFrame(tree.node(identifier: "a"), rect(90, 76, 20, 20))
        expectFrame(tree.node(identifier: "b"), rect(90, 104, 20, 20))
    }

    @Test("A Spacer touches the text and the view beside it")
    func textAboveSpacer() {
        // §1.7: a spacer asks for 0 towards any neighbour along its axis; no category meets, so its 0 wins (§1.6
        // rule b).
        let tree = layout(VStack { small("text"); Spacer(); block("color", 20, 20) }, width: 200, height: 200)
        expectFrame(tree.node(identifier: "text"), rect(95, 0, 10, 10))
        expectFrame(tree.node(kind: .spacer), rect(100, 10, 0, 170))
        expectFrame(tree.node(identifier: "color"), rect(90, 180, 20, 20))
    }

    @Test("A stack's edges are its first and last children's: a stack ending in text is spaced as text")
    func nestedStacks() {
        // §1.6: the inner stack's bottom is its text's (edgeBelowText 4), its top its colour's; inside it the
        // colour is 3.5 above the text.
        let tree = layout(
            VStack {
                VStack { block("inner", 20, 20); small("text") }
                block("outer", 20, 20)
            }, width: 200, height: 200)
        expectFrame(tree.node(identifier: "inner"), rect(90, 71.25, 20, 20))
        expectFrame(tree.node(identifier: "text"), rect(95, 94.75, 10, 10))
        expectFrame(tree.node(identifier: "outer"), rect(90, 108.75, 20, 20))
    }

    @Test("A row of texts above a text is spaced as text: a stack publishes only its children's preferences")
    func rowAboveText() {
        // §1.6: the HStack's bottom is the union of its texts' bottoms and its spacer's (none vertically), with no
        // plain view's added, so textToText (0) decides.
        let tree = layout(
            VStack {
                HStack { small("a"); Spacer(); small("b") }.frame(width: 60)
                small("c")
            }, width: 200, height: 200)
        expectFrame(tree.node(identifier: "a"), rect(70, 90, 10, 10))
        expectFrame(tree.node(identifier: "b"), rect(120, 90, 10, 10))
        expectFrame(tree.node(identifier: "c"), rect(95, 100, 10, 10))
    }

    @Test("Padding puts the edges it pads back to a plain view's spacing and leaves the others")
    func paddingResets() {
        // §1.6: the padded bottom is a plain view's again (8 to the colour); padding the top only keeps the
        // text's bottom (4).
        let padded = layout(
            VStack { small("text").padding(.bottom, 6); block("color", 20, 20) }, width: 200, height: 200)
        expectFrame(padded.node(identifier: "text"), rect(95, 78, 10, 10))
        expectFrame(padded.node(identifier: "color"), rect(90, 102, 20, 20))
        let top = layout(VStack { small("text").padding(.top, 6); block("color", 20, 20) }, width: 200, height: 200)
        expectFrame(top.node(identifier: "text"), rect(95, 86, 10, 10))
        expectFrame(top.node(identifier: "color"), rect(90, 100, 20, 20))
    }

    @Test("A frame puts the edges across the axes it sets back to a plain view's spacing")
    func frameResets() {
        // §1.6: a fixed height resets top and bottom (8 to the colour); a fixed width resets only the sides, so
        // the text keeps its bottom (4).
        let tall = layout(VStack { small("text").frame(height: 14); block("color", 20, 20) }, width: 200, height: 200)
        expectFrame(tall.node(kind: .fixedFrame), rect(95, 79, 10, 14))
        expectFrame(tall.node(identifier: "text"), rect(95, 81, 10, 10))
        expectFrame(tall.node(identifier: "color"), rect(90, 101, 20, 20))
        let wide = layout(VStack { small("text").frame(width: 40); block("color", 20, 20) }, width: 200, height: 200)
        expectFrame(wide.node(identifier: "text"), rect(95, 83, 10, 10))
        expectFrame(wide.node(identifier: "color"), rect(90, 97, 20, 20))
    }

    @Test("In an HStack a text is the default 8 points from its neighbours")
    func hstackWithText() {
        // §1.6: horizontally a text states nothing; the colour's edgeLeftText meets nothing, so 8 applies.
        let tree = layout(HStack { small("text"); block("color", 20, 20) }, width: 200, height: 200)
        expectFrame(tree.node(identifier: "text"), rect(81, 95, 10, 10))
        expectFrame(tree.node(identifier: "color"), rect(99, 90, 20, 20))
    }

    @Test("A custom layout reads the text's spacing through LayoutSubview.spacing")
    func customLayoutReadsSpacing() {
        // §1.6: distance(to:along:) between the subviews' ViewSpacing: 3.5 colour→text, 4 text→colour, 0
        // text→text.
        let tree = layout(
            SpacedColumn {
                block("top", 20, 20)
                small("first")
                small("second")
                block("bottom", 20, 20)
            }, width: 200, height: 200)
        expectFrame(tree.node(identifier: "top"), rect(90, 66.25, 20, 20))
        expectFrame(tree.node(identifier: "first"), rect(90, 89.75, 10, 10))
        expectFrame(tree.node(identifier: "second"), rect(90, 99.75, 10, 10))
        expectFrame(tree.node(identifier: "bottom"), rect(90, 113.75, 20, 20))
    }

    @Test("Texts in two fonts: no gap between them, and each font's own distance to plain views")
    func twoFonts() {
        // §1.6: text↔text is the leading (0 in both fonts); the 30-point text wants 10.5 above it and 12 below.
        let tree = layout(
            VStack {
                small("small")
                large("large")
                block("color", 20, 20)
            }, width: 200, height: 200)
        expectFrame(tree.node(identifier: "small"), rect(95, 64, 10, 10))
        expectFrame(tree.node(identifier: "large"), rect(85, 74, 30, 30))
        expectFrame(tree.node(identifier: "color"), rect(90, 116, 20, 20))
        let above = layout(VStack { block("color", 20, 20); large("large") }, width: 200, height: 200)
        expectFrame(above.node(identifier: "color"), rect(90, 69.75, 20, 20))
        expectFrame(above.node(identifier: "large"), rect(85, 100.25, 30, 30))
    }

    @Test("Helvetica 16 at pixel length 1 gives OpenSwiftUI's distances")
    func helveticaMetrics() {
        // §1.6 with OSU's test numbers: line height 16, default text spacing ⌈1.6⌉ = 2, line spacing 18; edge
        // above 18 − 12.3203125, edge below max(18 − 11.4765625, 2 + 3.6796875); baselines −12 and 12 − 16.
        let helvetica = FontMetrics(ascender: 12.3203125, descender: -3.6796875, capHeight: 11.4765625, leading: 0.25)
        let text = ViewSpacing.text(helvetica, firstBaseline: 12, lastBaselineFromBottom: 12 - 16, pixelLength: 1)
        #expect(text.minima[.init(category: .edgeAboveText, edge: .top)]?.distance == 5.6796875)
        #expect(text.minima[.init(category: .edgeBelowText, edge: .bottom)]?.distance == 6.5234375)
        #expect(text.minima[.init(category: .textBaseline, edge: .top)]?.distance == -12)
        #expect(text.minima[.init(category: .textBaseline, edge: .bottom)]?.distance == -4)
        #expect(ViewSpacing().distance(to: text, along: .vertical) == 5.6796875)
        #expect(text.distance(to: ViewSpacing(), along: .vertical) == 6.5234375)
        #expect(text.distance(to: text, along: .vertical) == 1, "a leading of 0.25 rounds up to the pixel")
        #expect(text.distance(to: text, along: .horizontal) == 8)
    }
}
