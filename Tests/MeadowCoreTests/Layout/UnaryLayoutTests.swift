import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A single-child layout written as a user of the protocol would: as wide as the width offered, it proposes its
/// child `fraction` of that width and sits the child at its trailing edge, centred vertically.
private struct TrailingFractionLayout: UnaryLayout {
    var fraction: CGFloat
    /// Whether the child's explicit guides pass through (`childAlignment`), or the view has none (the default).
    var passesGuides = false

    typealias Body = Never

    static var kind: LayoutNode.Kind { .trailingFraction }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        let width = proposal.width ?? child.sizeThatFits(.unspecified).width
        let size = child.sizeThatFits(ProposedViewSize(width: width * fraction, height: proposal.height))
        return CGSize(width: width, height: size.height)
    }

    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) {
        let childProposal = ProposedViewSize(width: bounds.width * fraction, height: bounds.height)
        child.place(proposal: childProposal, alignment: .trailing, in: bounds)
    }

    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, child: LayoutSubview) -> CGFloat? {
        passesGuides ? childAlignment(key, proposal: proposal, child: child) : nil
    }
}

extension LayoutNode.Kind {
    /// The test's `TrailingFractionLayout`, declared beside it as every built-in kind is.
    fileprivate static let trailingFraction = Self("TrailingFraction")
}

/// A single-child layout modifier is one `UnaryLayout` value that `UnaryLayoutNode` runs: its size for a proposal
/// given its child, the child's proposal and place, and the guides it passes on.
@MainActor
@Suite("Unary layouts")
struct UnaryLayoutTests {
    @Test("A custom unary layout takes the size it computes from its child and places the child where it says")
    func sizesAndPlaces() {
        // §0: the parent proposes, the child chooses its size, the parent places it. The root is proposed the
        // 200×100 canvas: the layout is 200 wide and as tall as its 30×20 child, which it proposes 100×20 and
        // puts at its trailing edge.
        let tree = layout(
            block("child", 30, 20).modifier(TrailingFractionLayout(fraction: 0.5)).accessibilityIdentifier("layout"),
            width: 200, height: 100)
        expectFrame(tree.node(identifier: "layout"), rect(0, 40, 200, 20))
        expectFrame(tree.node(identifier: "child"), rect(170, 40, 30, 20))
    }

    @Test("A custom unary layout proposes its child what it says: a flexible child takes that fraction")
    func proposesItsFraction() {
        // §0: a Color takes the proposal; the layout proposes it a quarter of the 200 points offered, and its height.
        let tree = layout(
            fill("child").modifier(TrailingFractionLayout(fraction: 0.25)).accessibilityIdentifier("layout"),
            width: 200, height: 100)
        expectFrame(tree.node(identifier: "layout"), rect(0, 0, 200, 100))
        expectFrame(tree.node(identifier: "child"), rect(150, 0, 50, 100))
    }

    @Test(
        "A unary layout has no explicit guides of its own unless it passes its child's on, moved to where it puts the child",
        arguments: [false, true])
    func guidesPassThroughOnlyWhenAsked(passesGuides: Bool) {
        // §1.5: a stack lines its children up by their guides, an explicit value where a view has one. The inner
        // block's leading guide is 10; the layout puts it 80 points in (120 − 40), so passed on it is 90. Passed,
        // the VStack spans 90 left of the line to 100 right of it: 190 wide on the 300-point canvas, at x 55.
        // Not passed, both children align their leading edges and the stack is 120 wide, at x 90.
        let tree = layout(
            VStack(alignment: .leading, spacing: 0) {
                block("top", 100, 10)
                block("inner", 40, 10).alignmentGuide(.leading) { _ in 10 }
                    .modifier(TrailingFractionLayout(fraction: 0.5, passesGuides: passesGuides))
                    .frame(width: 120).accessibilityIdentifier("frame")
            }, width: 300, height: 100)
        let lineX: CGFloat = passesGuides ? 145 : 90
        let frameX = passesGuides ? lineX - 90 : lineX
        expectFrame(tree.node(identifier: "top"), rect(lineX, 40, 100, 10))
        expectFrame(tree.node(identifier: "frame"), rect(frameX, 50, 120, 10))
        expectFrame(tree.node(identifier: "inner"), rect(frameX + 80, 50, 40, 10))
    }

    @Test("The laid-out tree names a unary layout's node by the kind the layout declares beside itself")
    func reportsItsKind() throws {
        let tree = layout(block("child", 30, 20).modifier(TrailingFractionLayout(fraction: 0.5)), width: 200, height: 100)
        let node = try #require(tree.node(kind: .trailingFraction))
        #expect(node.kind.description == "TrailingFraction")
        #expect(node.children.first?.kind == .fixedFrame)
    }

    @Test("A built-in kind equals only itself: not a custom view nor a shape of the same name")
    func kindsOfDifferentFamiliesDiffer() {
        #expect(LayoutNode.Kind("Padding") == .padding)
        #expect(LayoutNode.Kind.custom("Padding") != .padding)
        #expect(LayoutNode.Kind.shape("Padding") != .custom("Padding"))
        #expect([LayoutNode.Kind.padding, .custom("Padding"), .shape("Padding")].map(\.description) == ["Padding", "Padding", "Padding"])
    }
}
