import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

@MainActor
@Suite("ZStack layout")
struct ZStackLayoutTests {
    @Test("A ZStack is as wide as its widest child and as tall as its tallest")
    func sizeIsMaxOfChildren() {
        // §2.1: size = (max width, max height) of the children; each is centred by default.
        let tree = layout(
            ZStack {
                block("wide", 80, 20)
                block("tall", 30, 50)
            }, width: 200, height: 200)
        expectFrame(tree.node(kind: .zStack), rect(60, 75, 80, 50))
        expectFrame(tree.node(identifier: "wide"), rect(60, 90, 80, 20))
        expectFrame(tree.node(identifier: "tall"), rect(85, 75, 30, 50))
    }

    @Test(
        "A ZStack places a smaller child by its alignment",
        arguments: [
            (Alignment.topLeading, CGPoint(x: 0, y: 0)), (Alignment.top, CGPoint(x: 40, y: 0)),
            (Alignment.topTrailing, CGPoint(x: 80, y: 0)), (Alignment.leading, CGPoint(x: 0, y: 25)),
            (Alignment.center, CGPoint(x: 40, y: 25)), (Alignment.trailing, CGPoint(x: 80, y: 25)),
            (Alignment.bottomLeading, CGPoint(x: 0, y: 50)), (Alignment.bottom, CGPoint(x: 40, y: 50)),
            (Alignment.bottomTrailing, CGPoint(x: 80, y: 50)),
        ])
    func alignmentPlacement(alignment: Alignment, origin: CGPoint) {
        // §2.1 placement: child at anchor − d[alignment], with §1.5's default guides.
        let tree = layout(
            ZStack(alignment: alignment) {
                block("big", 100, 60)
                block("small", 20, 10)
            }, width: 100, height: 60)
        expectFrame(tree.node(identifier: "big"), rect(0, 0, 100, 60))
        expectFrame(tree.node(identifier: "small"), rect(origin.x, origin.y, 20, 10))
    }

    @Test("A ZStack offers every child the whole proposal")
    func childrenGetProposal() {
        // §2.1: proposes its own proposal to every child, so a colour fills it.
        let tree = layout(
            ZStack {
                fill("background")
                block("content", 60, 30)
            }, width: 200, height: 100)
        expectFrame(tree.node(kind: .zStack), rect(0, 0, 200, 100))
        expectFrame(tree.node(identifier: "background"), rect(0, 0, 200, 100))
        expectFrame(tree.node(identifier: "content"), rect(70, 35, 60, 30))
    }

    @Test("A fixed-size ZStack proposes its bounds to each child when placing, so a colour matches the content")
    func placementProposesBounds() {
        // §2.1 placement: children are proposed bounds.size. Sized with nil the colour is 10×10, but the stack is
        // 60×30 and the colour is placed with that size.
        let tree = layout(
            ZStack {
                fill("background")
                block("content", 60, 30)
            }.fixedSize(), width: 200, height: 100)
        expectFrame(tree.node(kind: .zStack), rect(70, 35, 60, 30))
        expectFrame(tree.node(identifier: "background"), rect(70, 35, 60, 30))
        expectFrame(tree.node(identifier: "content"), rect(70, 35, 60, 30))
    }

    @Test("A ZStack sizes itself by its highest-priority children only")
    func sizeIgnoresLowerPriority() {
        // §2.1: max width and height over the children with the maximum layoutPriority; lower-priority children
        // are ignored for sizing and centred in the result, overflowing it.
        let tree = layout(
            ZStack {
                block("backdrop", 300, 300).layoutPriority(-1)
                block("content", 60, 40)
            }, width: 400, height: 400)
        expectFrame(tree.node(kind: .zStack), rect(170, 180, 60, 40))
        expectFrame(tree.node(identifier: "content"), rect(170, 180, 60, 40))
        expectFrame(tree.node(identifier: "backdrop"), rect(50, 50, 300, 300))
    }
}
