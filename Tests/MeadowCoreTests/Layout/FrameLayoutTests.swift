import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

@MainActor
@Suite("Fixed frame layout")
struct FrameLayoutTests {
    @Test("A frame with both dimensions is exactly that size, whatever its child's size")
    func fixedBothDimensions() {
        // §2.2: with width and height the size is exactly (width, height); the child overflows, centred.
        let tree = layout(
            Color.red.frame(width: 500, height: 10).accessibilityIdentifier("child")
                .frame(width: 40, height: 30).accessibilityIdentifier("frame"),
            width: 100, height: 100)
        expectFrame(tree.node(identifier: "frame"), rect(30, 35, 40, 30))
        expectFrame(tree.node(identifier: "child"), rect(-200, 45, 500, 10))
    }

    @Test("A frame with only a width takes its height from the child under the proposal")
    func fixedWidthOnly() {
        // §2.2: the child is proposed (width, P.height); a colour takes the proposed height.
        let tree = layout(fill("colour").frame(width: 50), width: 200, height: 100)
        expectFrame(tree.node(identifier: "colour"), rect(75, 0, 50, 100))
    }

    @Test("A frame with only a height keeps a Text at its ideal width")
    func fixedHeightOnly() throws {
        // §2.2 "assumes this view's sizing behavior in the other dimension"; §3: Text's width is its line, "Hi"
        // 17 × 17 with the fixed test metrics.
        let tree = layout(Text("Hi").frame(height: 40).accessibilityIdentifier("frame"), width: 300, height: 100)
        expectFrame(tree.node(identifier: "frame"), rect(141.5, 30, 17, 40))
        expectFrame(tree.node(text: "Hi"), rect(141.5, 41.5, 17, 17))
    }

    @Test(
        "A negative or non-finite frame dimension is dropped, so the child's sizing decides it",
        arguments: [CGFloat(-10), .infinity, .nan])
    func invalidDimensionDropped(width: CGFloat) {
        // §2.2: "Negative or non-finite values are dropped and a runtime warning is logged"; the colour then takes
        // the proposed width as if no width had been given.
        let tree = layout(
            fill("colour").frame(width: width, height: 20).accessibilityIdentifier("frame"), width: 200, height: 100)
        expectFrame(tree.node(identifier: "frame"), rect(0, 40, 200, 20))
        expectFrame(tree.node(identifier: "colour"), rect(0, 40, 200, 20))
    }

    @Test(
        "A fixed frame aligns its child by its alignment",
        arguments: [
            (Alignment.topLeading, CGPoint(x: 0, y: 0)), (Alignment.top, CGPoint(x: 40, y: 0)),
            (Alignment.topTrailing, CGPoint(x: 80, y: 0)), (Alignment.leading, CGPoint(x: 0, y: 20)),
            (Alignment.center, CGPoint(x: 40, y: 20)), (Alignment.trailing, CGPoint(x: 80, y: 20)),
            (Alignment.bottomLeading, CGPoint(x: 0, y: 40)), (Alignment.bottom, CGPoint(x: 40, y: 40)),
            (Alignment.bottomTrailing, CGPoint(x: 80, y: 40)),
        ])
    func fixedFrameAlignment(alignment: Alignment, origin: CGPoint) {
        // §2.2 placement: child origin = frameGuide − childGuide on each axis.
        let tree = layout(
            block("child", 20, 20).frame(width: 100, height: 60, alignment: alignment), width: 100, height: 60)
        expectFrame(tree.node(identifier: "child"), rect(origin.x, origin.y, 20, 20))
    }
}

@MainActor
@Suite("Flexible frame layout")
struct FlexibleFrameLayoutTests {
    @Test("frame(maxWidth: .infinity) fills the proposed width and centres the child")
    func maxWidthInfinityFills() {
        // §2.3 only max: min(max(p, c), max) = the proposal; height follows the child.
        let tree = layout(
            block("child", 50, 20).frame(maxWidth: .infinity).accessibilityIdentifier("frame"), width: 300, height: 100)
        expectFrame(tree.node(identifier: "frame"), rect(0, 40, 300, 20))
        expectFrame(tree.node(identifier: "child"), rect(125, 40, 50, 20))
    }

    @Test("frame(maxWidth: .infinity, alignment: .leading) pins the child to the leading edge")
    func maxWidthInfinityLeading() {
        // §2.3 with §2.2's placement rule: the child is aligned in the frame by the frame's alignment.
        let tree = layout(
            block("child", 50, 20).frame(maxWidth: .infinity, alignment: .leading), width: 300, height: 100)
        expectFrame(tree.node(identifier: "child"), rect(0, 40, 50, 20))
    }

    @Test("frame(maxWidth: .infinity) is never narrower than its child")
    func maxWidthInfinityKeepsChild() {
        // §2.3: "never narrower than its child": min(max(p, c), ∞) = c when c > p.
        let tree = layout(
            block("child", 300, 20).frame(maxWidth: .infinity).accessibilityIdentifier("frame"), width: 200, height: 100
        )
        expectFrame(tree.node(identifier: "frame"), rect(-50, 40, 300, 20))
    }

    @Test(
        "With a min and a max width the frame takes the proposal clamped to them and ignores the child",
        arguments: [
            (CGFloat(10), CGFloat(30), CGFloat(50)), (10, 120, 120), (10, 300, 200),
            (500, 30, 50), (500, 120, 120), (500, 300, 200),
        ])
    func minMaxClampsProposal(childWidth: CGFloat, proposal: CGFloat, expected: CGFloat) {
        // §2.3: with both bounds the size is clamp(P, min, max); "the child's size is not used".
        let tree = layout(
            block("child", childWidth, 10).frame(minWidth: 50, maxWidth: 200).accessibilityIdentifier("frame"),
            width: proposal, height: 40)
        expectFrame(tree.node(identifier: "frame"), rect((proposal - expected) / 2, 15, expected, 10))
        expectFrame(tree.node(identifier: "child"), rect((proposal - childWidth) / 2, 15, childWidth, 10))
    }

    @Test(
        "With only a min width the frame follows the child but shrinks to the proposal, not below the min",
        arguments: [(CGFloat(40), CGFloat(60)), (80, 80), (300, 100)])
    func minOnly(proposal: CGFloat, expected: CGFloat) {
        // §2.3 only min: max(min(p, c), min) with p the proposal clamped to min; the child is 100 wide.
        let tree = layout(
            block("child", 100, 10).frame(minWidth: 60).accessibilityIdentifier("frame"), width: proposal, height: 40)
        expectFrame(tree.node(identifier: "frame"), rect((proposal - expected) / 2, 15, expected, 10))
    }

    @Test(
        "With only a max width the frame grows toward the proposal no further than the max",
        arguments: [(CGFloat(50), CGFloat(100)), (120, 120), (300, 150)])
    func maxOnly(proposal: CGFloat, expected: CGFloat) {
        // §2.3 only max: min(max(p, c), max) with p the proposal clamped to max; the child is 100 wide.
        let tree = layout(
            block("child", 100, 10).frame(maxWidth: 150).accessibilityIdentifier("frame"), width: proposal, height: 40)
        expectFrame(tree.node(identifier: "frame"), rect((proposal - expected) / 2, 15, expected, 10))
    }

    @Test("frame(minWidth: 0, maxWidth: .infinity) accepts the proposed width even when the child is wider")
    func zeroToInfinityAcceptsProposal() {
        // §2.3 Field Guide summary: "minWidth: 0, maxWidth: .infinity accepts the proposed width unconditionally".
        let tree = layout(
            block("child", 300, 20).frame(minWidth: 0, maxWidth: .infinity).accessibilityIdentifier("frame"),
            width: 200, height: 100)
        expectFrame(tree.node(identifier: "frame"), rect(0, 40, 200, 20))
        expectFrame(tree.node(identifier: "child"), rect(-50, 40, 300, 20))
    }

    @Test(
        "fixedSize().frame(maxWidth: .infinity) is at least the proposed width and at least the content's",
        arguments: zip([CGFloat(51), 204], [rect(-25.5, 41.5, 102, 17), rect(0, 41.5, 204, 17)]))
    func fixedSizeThenMaxWidth(proposal: CGFloat, expected: CGRect) throws {
        // §2.3 Field Guide summary: it "takes at least the proposed width and at least the content width, so it can
        // overflow". "Hello, world" is 102 × 17 with the fixed test metrics: offered half that, the frame overflows.
        let string = "Hello, world"
        let tree = layout(
            Text(string).fixedSize().frame(maxWidth: .infinity).accessibilityIdentifier("frame"), width: proposal,
            height: 100)
        expectFrame(tree.node(identifier: "frame"), expected)
    }

    @Test("An ideal size is what a fixed-size flexible frame takes, and its colour fills it")
    func idealWithFixedSize() {
        // §2.3: with a nil proposal the size is the ideal; placement proposes the frame's size since an ideal was
        // given; §2.6: fixedSize proposes nil.
        let tree = layout(
            fill("colour").frame(idealWidth: 120, idealHeight: 40).accessibilityIdentifier("frame").fixedSize(),
            width: 300, height: 300)
        expectFrame(tree.node(identifier: "frame"), rect(90, 130, 120, 40))
        expectFrame(tree.node(identifier: "colour"), rect(90, 130, 120, 40))
    }

    @Test("An ideal size is ignored when a concrete size is proposed")
    func idealIgnoredWhenProposed() {
        // §2.3: the child proposal is P.dim ?? ideal, so a concrete proposal wins.
        let tree = layout(
            fill("colour").frame(idealWidth: 120, idealHeight: 40).accessibilityIdentifier("frame"), width: 300,
            height: 200)
        expectFrame(tree.node(identifier: "frame"), rect(0, 0, 300, 200))
        expectFrame(tree.node(identifier: "colour"), rect(0, 0, 300, 200))
    }

    @Test("Bounds on one axis leave the other axis to the child")
    func axesAreIndependent() {
        // §2.3 "Work each axis independently": maxHeight only; the width follows the 50-wide child.
        let tree = layout(
            block("child", 50, 20).frame(maxHeight: .infinity).accessibilityIdentifier("frame"), width: 300, height: 100
        )
        expectFrame(tree.node(identifier: "frame"), rect(125, 0, 50, 100))
        expectFrame(tree.node(identifier: "child"), rect(125, 40, 50, 20))
    }
}

@MainActor
@Suite("fixedSize layout")
struct FixedSizeLayoutTests {
    @Test("fixedSize keeps a Text at its ideal size inside a narrower frame")
    func fixedSizeText() throws {
        // §2.6: the fixed axes are proposed nil, so Text takes its ideal (single-line) size, 102 × 17 with the fixed
        // test metrics, and overflows.
        let string = "Hello, world"
        let tree = layout(
            Text(string).fixedSize().frame(width: 20).accessibilityIdentifier("frame"), width: 300, height: 100)
        expectFrame(tree.node(identifier: "frame"), rect(140, 41.5, 20, 17))
        expectFrame(tree.node(text: string), rect(99, 41.5, 102, 17))
    }

    @Test("fixedSize on one axis proposes nil there and passes the other through")
    func fixedSizeOneAxis() {
        // §2.6 fixedSize(horizontal:vertical:) and §0: a colour's ideal width is 10.
        let tree = layout(fill("colour").fixedSize(horizontal: true, vertical: false), width: 200, height: 100)
        expectFrame(tree.node(identifier: "colour"), rect(95, 0, 10, 100))
    }
}
