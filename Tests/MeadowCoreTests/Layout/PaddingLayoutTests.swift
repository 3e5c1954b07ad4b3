import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

@MainActor
@Suite("Padding layout")
struct PaddingLayoutTests {
    @Test("padding() insets every edge by 16 points")
    func defaultPadding() {
        // §2.4: the default amount is 16 pt on every edge; the child sits at (leading, top).
        let tree = layout(block("child", 50, 20).padding().accessibilityIdentifier("padding"), width: 200, height: 100)
        expectFrame(tree.node(identifier: "padding"), rect(59, 24, 82, 52))
        expectFrame(tree.node(identifier: "child"), rect(75, 40, 50, 20))
    }

    @Test(
        "padding(edges, length) insets only the chosen edges, by 16 when no length is given",
        arguments: [
            (Edge.Set.leading, CGFloat?(10), EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)),
            (Edge.Set.horizontal, nil, EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)),
            (Edge.Set.vertical, 5, EdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)),
            (Edge.Set.top, nil, EdgeInsets(top: 16, leading: 0, bottom: 0, trailing: 0)),
            (Edge.Set([.bottom, .trailing]), 7, EdgeInsets(top: 0, leading: 0, bottom: 7, trailing: 7)),
        ])
    func edgePadding(edges: Edge.Set, length: CGFloat?, insets: EdgeInsets) {
        // §2.4 padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil): size = child + insets.
        let tree = layout(
            block("child", 50, 20).padding(edges, length).accessibilityIdentifier("padding"), width: 200, height: 100)
        let size = CGSize(width: 50 + insets.leading + insets.trailing, height: 20 + insets.top + insets.bottom)
        let origin = CGPoint(x: (200 - size.width) / 2, y: (100 - size.height) / 2)
        expectFrame(tree.node(identifier: "padding"), CGRect(origin: origin, size: size))
        expectFrame(tree.node(identifier: "child"), rect(origin.x + insets.leading, origin.y + insets.top, 50, 20))
    }

    @Test("padding(EdgeInsets) insets each edge by its own amount")
    func edgeInsetsPadding() {
        // §2.4 padding(_ insets: EdgeInsets).
        let tree = layout(
            block("child", 50, 20).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                .accessibilityIdentifier("padding"), width: 200, height: 100)
        expectFrame(tree.node(identifier: "padding"), rect(72, 38, 56, 24))
        expectFrame(tree.node(identifier: "child"), rect(74, 39, 50, 20))
    }

    @Test("Padding proposes the proposal minus the insets to its child")
    func paddingProposesInset() {
        // §2.4: the child is proposed P minus insets per dimension.
        let tree = layout(fill("child").padding(10).accessibilityIdentifier("padding"), width: 200, height: 100)
        expectFrame(tree.node(identifier: "padding"), rect(0, 0, 200, 100))
        expectFrame(tree.node(identifier: "child"), rect(10, 10, 180, 80))
    }

    @Test("Padding larger than the proposal offers the child zero, not a negative size")
    func negativeProposalFloored() {
        // §2.4: max(0, w − (leading + trailing)); the colour is 0×0 and the padding 60×60, centred in 40×40.
        let tree = layout(fill("child").padding(30).accessibilityIdentifier("padding"), width: 40, height: 40)
        expectFrame(tree.node(identifier: "padding"), rect(-10, -10, 60, 60))
        expectFrame(tree.node(identifier: "child"), rect(20, 20, 0, 0))
    }

    @Test("Negative padding grows the child's proposal and shrinks the result")
    func negativePadding() {
        // §2.4: P − (−20) is proposed, and size = child + insets = 120 − 20.
        let tree = layout(fill("child").padding(-10).accessibilityIdentifier("padding"), width: 100, height: 100)
        expectFrame(tree.node(identifier: "padding"), rect(0, 0, 100, 100))
        expectFrame(tree.node(identifier: "child"), rect(-10, -10, 120, 120))
    }

    @Test("Negative padding larger than the child gives a zero size, not a negative one")
    func negativeResultFloored() {
        // §2.4: "The outset result is also floored at 0": max(0, 10 − 40).
        let tree = layout(
            block("child", 10, 10).padding(-20).accessibilityIdentifier("padding"), width: 100, height: 100)
        expectFrame(tree.node(identifier: "padding"), rect(50, 50, 0, 0))
        expectFrame(tree.node(identifier: "child"), rect(30, 30, 10, 10))
    }

    @Test("Padding passes an unspecified proposal through and adds its insets to the ideal size")
    func unspecifiedPassesThrough() {
        // §2.4: the inset applies "per non-nil dimension"; a colour's ideal 10×10 plus 2·10 on each axis.
        let tree = layout(
            fill("child").padding(10).accessibilityIdentifier("padding").fixedSize(), width: 100, height: 100)
        expectFrame(tree.node(identifier: "padding"), rect(35, 35, 30, 30))
        expectFrame(tree.node(identifier: "child"), rect(45, 45, 10, 10))
    }
}
