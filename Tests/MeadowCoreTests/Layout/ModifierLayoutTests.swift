import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

@MainActor
@Suite("aspectRatio layout")
struct AspectRatioLayoutTests {
    @Test(
        "aspectRatio fits inside or fills the proposal at the ratio",
        arguments: [
            (CGFloat(2), ContentMode.fit, rect(0, 75, 300, 150)),
            (CGFloat(2), ContentMode.fill, rect(-150, 0, 600, 300)),
            (CGFloat(0.5), ContentMode.fit, rect(75, 0, 150, 300)),
            (CGFloat(0.5), ContentMode.fill, rect(0, -150, 300, 600)),
            (CGFloat(4) / 3, ContentMode.fit, rect(0, 37.5, 300, 225)),
        ])
    func ratioFitFill(ratio: CGFloat, mode: ContentMode, expected: CGRect) {
        // §2.7: ratio size (r, 1) scaled by min (.fit) or max (.fill) of proposal / ratio size; the modifier takes
        // the child's size and is centred as the root.
        let tree = layout(fill("colour").aspectRatio(ratio, contentMode: mode), width: 300, height: 300)
        expectFrame(tree.node(identifier: "colour"), expected)
    }

    @Test("aspectRatio with a CGSize uses its width over its height")
    func ratioFromSize() {
        // §2.7: aspectRatio(CGSize, …) uses width/height: 4:3 in 300×300 fits as 300×225.
        let tree = layout(
            fill("colour").aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit), width: 300, height: 300)
        expectFrame(tree.node(identifier: "colour"), rect(0, 37.5, 300, 225))
    }

    @Test("scaledToFit and scaledToFill take the ratio from the child's ideal size")
    func nilRatioUsesIdealSize() {
        // §2.7: with a nil ratio the ratio size is the child's ideal size, here 40×20.
        let probe = fill("colour").frame(idealWidth: 40, idealHeight: 20)
        let fit = layout(probe.scaledToFit(), width: 300, height: 300)
        expectFrame(fit.node(identifier: "colour"), rect(0, 75, 300, 150))
        let fillTree = layout(probe.scaledToFill(), width: 300, height: 300)
        expectFrame(fillTree.node(identifier: "colour"), rect(-150, 0, 600, 300))
    }

    @Test("aspectRatio passes an unspecified proposal through, so the child takes its ideal size")
    func unspecifiedPassesThrough() {
        // §2.7: "A fully unspecified proposal (nil, nil) passes through unchanged"; a colour's ideal is 10×10.
        let tree = layout(fill("colour").aspectRatio(2, contentMode: .fit).fixedSize(), width: 100, height: 100)
        expectFrame(tree.node(identifier: "colour"), rect(45, 45, 10, 10))
    }
}

@MainActor
@Suite("offset layout")
struct OffsetLayoutTests {
    @Test("offset moves the view's frame but not its siblings")
    func offsetMovesFrameNotSiblings() {
        // §2.5: "The original dimensions of the view aren't changed by offsetting the contents"; the stack lays out
        // as if there were no offset.
        let tree = layout(
            HStack(spacing: 0) {
                block("moved", 50, 20).offset(x: 10, y: 5)
                block("still", 50, 20)
            },
            width: 200, height: 100)
        expectFrame(tree.node(kind: .hStack), rect(50, 40, 100, 20))
        expectFrame(tree.node(kind: .offset), rect(50, 40, 50, 20))
        expectFrame(tree.node(identifier: "moved"), rect(60, 45, 50, 20))
        expectFrame(tree.node(identifier: "still"), rect(100, 40, 50, 20))
    }

    @Test("offset(CGSize) moves by the size's width and height and leaves the size alone")
    func offsetBySize() {
        // §2.5: offset(_ CGSize) is the same translation.
        let tree = layout(block("moved", 50, 20).offset(CGSize(width: -20, height: 30)), width: 200, height: 100)
        expectFrame(tree.node(kind: .offset), rect(75, 40, 50, 20))
        expectFrame(tree.node(identifier: "moved"), rect(55, 70, 50, 20))
    }
}

@MainActor
@Suite("background and overlay layout")
struct DecorationLayoutTests {
    @Test("A background is offered exactly the content's size")
    func backgroundSizedToContent() {
        // [APPLE:view/background(_:alignment:)] (not in the reference): the background is laid out behind the view
        // it modifies and is proposed exactly that view's size, here the padded content's 80×50.
        let tree = layout(
            block("content", 60, 30).padding(10).background(fill("background")), width: 200, height: 100)
        expectFrame(tree.node(identifier: "background"), rect(60, 25, 80, 50))
        expectFrame(tree.node(identifier: "content"), rect(70, 35, 60, 30))
    }

    @Test("An overlay is aligned in the content's frame by its alignment")
    func overlayAlignment() {
        // [APPLE:view/overlay(_:alignment:)]: the overlay is aligned with an edge of the view by `alignment`, as a
        // frame aligns its child (§2.2 placement with §1.5 guides).
        let tree = layout(
            block("content", 100, 50).overlay(block("badge", 10, 10), alignment: .topTrailing), width: 200, height: 100)
        expectFrame(tree.node(identifier: "content"), rect(50, 25, 100, 50))
        expectFrame(tree.node(identifier: "badge"), rect(140, 25, 10, 10))
    }

    @Test("An oversized background does not change the layout of its view's siblings")
    func backgroundDoesNotAffectLayout() {
        // [APPLE:view/background(_:alignment:)]: the modified view keeps its own size, so the stack (§1.2) sees a
        // 50×20 child and the 300×300 decoration overflows it, centred.
        let tree = layout(
            HStack(spacing: 0) {
                block("a", 50, 20).background(block("halo", 300, 300))
                block("b", 50, 20)
            }, width: 200, height: 100)
        expectFrame(tree.node(identifier: "a"), rect(50, 40, 50, 20))
        expectFrame(tree.node(identifier: "halo"), rect(-75, -100, 300, 300))
        expectFrame(tree.node(identifier: "b"), rect(100, 40, 50, 20))
    }
}
