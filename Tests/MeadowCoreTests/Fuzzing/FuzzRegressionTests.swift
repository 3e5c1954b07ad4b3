import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

// The smallest trees the layout fuzzer (issue 9) found giving NaN, infinite or negative frames, each named after
// its tree, laid out on the canvas the fuzzer used or a plain one.
@MainActor
@Suite("Layout fuzzer regressions")
struct FuzzRegressionTests {
    @Test(
        "Color.blue.aspectRatio(inf or 0) takes the colour's ideal shape, not NaN",
        arguments: [(CGFloat.infinity, ContentMode.fit), (0, .fill), (-1, .fit), (.nan, .fill)])
    func invalidAspectRatio(ratio: CGFloat, mode: ContentMode) {
        // §2.7: without a usable ratio the child's ideal size (10 × 10 for a colour) is the shape; fit scales it
        // to 100 × 100 in 200 × 100, fill to 200 × 200.
        let tree = layout(Color.blue.accessibilityIdentifier("colour").aspectRatio(ratio, contentMode: mode), width: 200, height: 100)
        expectFrame(tree.node(identifier: "colour"), mode == .fit ? rect(50, 0, 100, 100) : rect(0, -50, 200, 200))
    }

    @Test("Text(\"w\").frame(minWidth: inf) drops the infinite minimum and is as wide as its text")
    func infiniteMinimumWidth() {
        // §2.3 with the minimum dropped as a fixed frame drops a non-finite dimension (§2.2): no bounds, so the
        // frame is its child's size, 8.5 × 17 with the fixed test metrics.
        let tree = layout(Text("w").frame(minWidth: .infinity, alignment: .topLeading).accessibilityIdentifier("frame"), width: 200, height: 100)
        expectFrame(tree.node(identifier: "frame"), rect(95.75, 41.5, 8.5, 17))
    }

    @Test("Color(\"no such colour\").frame(minHeight: inf) on a 1 × 1 canvas fills the canvas, not infinity")
    func infiniteMinimumHeight() {
        let tree = layout(Color("no such colour").frame(minHeight: .infinity).accessibilityIdentifier("frame"), width: 1, height: 1)
        expectFrame(tree.node(identifier: "frame"), rect(0, 0, 1, 1))
    }

    @Test("Color.blue.frame(minWidth: 20, idealWidth: nan, maxWidth: nan) keeps only its finite minimum")
    func nanFlexibleBounds() {
        // Only min 20 is left: `max(min(p, c), min)` = the colour's 200 under a 200-wide proposal.
        let tree = layout(Color.blue.frame(minWidth: 20, idealWidth: .nan, maxWidth: .nan).accessibilityIdentifier("frame"), width: 200, height: 100)
        expectFrame(tree.node(identifier: "frame"), rect(0, 0, 200, 100))
    }

    @Test("VStack(spacing: -250) { Circle().stroke(lineWidth: 3); Text(\"ש\") } is never a negative height")
    func negativeSpacingStack() {
        // The children overlap by more than their height (17 + 17 − 250 < 0): the stack is 0 high, not −216.
        let tree = layout(
            VStack(alignment: .leading, spacing: -250) {
                Circle().stroke(lineWidth: 3)
                Text("ש")
            }.accessibilityIdentifier("stack"), width: 1, height: 1)
        let stack = tree.node(identifier: "stack")
        #expect(stack?.frame.size.height == 0)
        #expect((stack?.frame.size.width ?? -1) >= 0)
    }

    @Test(
        "Text and Image(systemName:) in .font(.system(size: -4)) measure 0 × 0, never negative",
        arguments: [-4, CGFloat.infinity, .nan])
    func invalidFontSize(size: CGFloat) {
        // A font size that is negative or not finite counts as 0.
        let tree = layout(
            HStack(spacing: 0) {
                Text("م").accessibilityIdentifier("text")
                Image(systemName: "").accessibilityIdentifier("image")
            }.font(.system(size: size)), width: 100, height: 100)
        expectSize(tree.node(identifier: "text"), .zero)
        expectSize(tree.node(identifier: "image"), .zero)
    }

    @Test("ScrollView { Spacer(minLength: -1) } gives the spacer a length of 0, never -1")
    func negativeSpacerMinimum() {
        let tree = layout(ScrollView { Spacer(minLength: -1).accessibilityIdentifier("spacer") }, width: 100, height: 100)
        expectSize(tree.node(identifier: "spacer"), CGSize(width: 0, height: 0))
    }
}
