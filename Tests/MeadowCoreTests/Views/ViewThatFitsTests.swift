import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

@MainActor
@Suite("ViewThatFits")
struct ViewThatFitsTests {
    @Test("The first view whose ideal width fits is shown, and only it")
    func firstThatFits() {
        // Apple, ViewThatFits: "selects the first child whose ideal size on the constrained axes fits within the
        // proposed size", in the order given.
        let tree = layout(
            ViewThatFits(in: .horizontal) {
                block("wide", 300, 20)
                block("narrow", 100, 20)
                block("narrower", 50, 20)
            }, width: 200, height: 100)
        expectFrame(tree.node(kind: .viewThatFits), rect(50, 40, 100, 20))
        expectFrame(tree.node(identifier: "narrow"), rect(50, 40, 100, 20))
        #expect(tree.node(identifier: "wide") == nil)
        #expect(tree.node(identifier: "narrower") == nil)
    }

    @Test("With room for it, the first view is shown")
    func firstWhenRoom() {
        // Apple, ViewThatFits: views are given in order of preference, usually largest first.
        let tree = layout(
            ViewThatFits(in: .horizontal) {
                block("wide", 300, 20)
                block("narrow", 100, 20)
            }, width: 400, height: 100)
        expectFrame(tree.node(identifier: "wide"), rect(50, 40, 300, 20))
        #expect(tree.node(identifier: "narrow") == nil)
    }

    @Test("When nothing fits, the last view is shown")
    func lastWhenNoneFits() {
        // Apple, ViewThatFits: if none of the views fit, it uses the last one.
        let tree = layout(
            ViewThatFits {
                block("a", 300, 20)
                block("b", 250, 20)
            }, width: 200, height: 100)
        expectFrame(tree.node(identifier: "b"), rect(-25, 40, 250, 20))
        #expect(tree.node(identifier: "a") == nil)
    }

    @Test("Only the constrained axes count: in .vertical a too-wide view still fits")
    func verticalOnly() {
        // Apple, ViewThatFits(in:): the axes along which to constrain the views; the others are not checked.
        let tree = layout(
            ViewThatFits(in: .vertical) {
                block("wide", 300, 20)
                block("narrow", 100, 20)
            }, width: 200, height: 100)
        expectFrame(tree.node(identifier: "wide"), rect(-50, 40, 300, 20))
    }

    @Test("By default both axes count: a view too tall is passed over")
    func bothAxes() {
        // Apple, ViewThatFits: it constrains in both axes by default.
        let tree = layout(
            ViewThatFits {
                block("tall", 50, 150)
                block("short", 80, 50)
            }, width: 200, height: 100)
        expectFrame(tree.node(identifier: "short"), rect(60, 25, 80, 50))
    }

    @Test("A text is judged by its ideal one-line width, not by how it would wrap")
    func textIdealWidth() {
        // Apple, ViewThatFits: the child's ideal size on the constrained axes; a Text's is one line (§3).
        let tree = layout(
            ViewThatFits(in: .horizontal) {
                Text("Hello world").font(.system(size: 20))
                Text("Hi").font(.system(size: 20))
            }, width: 100, height: 100)
        #expect(tree.node(text: "Hello world") == nil)
        expectFrame(tree.node(text: "Hi"), rect(40, 40, 20, 20))
    }

    @Test("Only the chosen view is drawn")
    func drawsOnlyChosen() {
        // Apple, ViewThatFits: one view is displayed.
        let harness = LayoutHarness(
            ViewThatFits(in: .horizontal) {
                Text("Hello world").font(.system(size: 20))
                Text("Hi").font(.system(size: 20))
            }, size: CGSize(width: 100, height: 100))
        let description = String(describing: harness.displayList)
        #expect(description.contains("Hi"))
        #expect(!description.contains("Hello world"))
    }
}
