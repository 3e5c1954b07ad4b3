import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A swatch with its own identity, for `ForEach` over `Identifiable` data.
private struct Swatch: Identifiable, Sendable {
    let id: String
    let width: CGFloat
}

/// A row that shows one of two branches.
private struct Branching: View {
    let flag: Bool

    var body: some View {
        HStack(spacing: 0) {
            if flag {
                block("yes", 10, 10)
            } else {
                block("no", 20, 10)
            }
            block("after", 30, 10)
        }
    }
}

/// A tab of a plain enum whose `@ViewBuilder` property chooses its screen, as apps write tab bars: it builds
/// outside the main actor, as SwiftUI's `ViewBuilder` lets it.
private enum Screen {
    case first, second

    private struct First: View {
        var body: some View { Color.red.frame(width: 10, height: 10) }
    }

    private struct Second: View {
        var body: some View { Color.blue.frame(width: 20, height: 10) }
    }

    @ViewBuilder
    var view: some View {
        switch self {
        case .first: First()
        case .second:
            Second()
            EmptyView()
        }
    }
}

/// Built from a nonisolated context.
private func screens() -> [AnyView] { [AnyView(Screen.first.view), AnyView(Screen.second.view)] }

@MainActor
@Suite("ViewBuilder content in stacks")
struct ViewBuilderTests {
    @Test("A @ViewBuilder property of a plain enum builds outside the main actor, and shows what its case chose")
    func nonisolatedBuilder() {
        let built = screens()
        // The first case's 10-point swatch and the second's 20-point one (its EmptyView takes no slot).
        let tree = layout(HStack(spacing: 0) { built[0]; built[1] }, width: 100, height: 10)
        expectFrame(tree.node(kind: .hStack), rect(35, 0, 30, 10))
    }

    @Test("if/else builds only the chosen branch, as one slot", arguments: [true, false])
    func ifElseBranches(flag: Bool) {
        // §7 flattening applies to builder content too: an if/else contributes the chosen branch as one child.
        let tree = layout(Branching(flag: flag), width: 100, height: 10)
        let width: CGFloat = flag ? 10 : 20
        let x = (100 - width - 30) / 2
        expectFrame(tree.node(identifier: flag ? "yes" : "no"), rect(x, 0, width, 10))
        #expect(tree.node(identifier: flag ? "no" : "yes") == nil)
        expectFrame(tree.node(identifier: "after"), rect(x + width, 0, 30, 10))
    }

    @Test("An if without else that is false takes no slot, so no spacing is added for it")
    func falseOptionalTakesNoSlot() {
        // §1.2 setup: spacing is counted between children; an absent optional is not a child.
        let show = false
        let tree = layout(
            HStack(spacing: 10) {
                block("a", 20, 10)
                if show { block("hidden", 20, 10) }
                block("b", 20, 10)
            }, width: 100, height: 10)
        expectFrame(tree.node(kind: .hStack), rect(25, 0, 50, 10))
        expectFrame(tree.node(identifier: "b"), rect(55, 0, 20, 10))
    }

    @Test("An if without else that is true adds its view as a child")
    func trueOptionalIsChild() {
        // §1.2: the shown view is one more child, with spacing before it.
        let show = true
        let tree = layout(
            HStack(spacing: 10) {
                block("a", 20, 10)
                if show { block("shown", 20, 10) }
                block("b", 20, 10)
            }, width: 100, height: 10)
        expectFrame(tree.node(kind: .hStack), rect(10, 0, 80, 10))
        expectFrame(tree.node(identifier: "shown"), rect(40, 0, 20, 10))
        expectFrame(tree.node(identifier: "b"), rect(70, 0, 20, 10))
    }

    @Test("EmptyView takes no slot in a stack")
    func emptyViewTakesNoSlot() {
        // §1.2: spacing only between children; EmptyView contributes none.
        let tree = layout(
            HStack(spacing: 10) {
                block("a", 20, 10)
                EmptyView()
                block("b", 20, 10)
            }, width: 100, height: 10)
        expectFrame(tree.node(kind: .hStack), rect(25, 0, 50, 10))
        expectFrame(tree.node(identifier: "b"), rect(55, 0, 20, 10))
    }

    @Test("ForEach over Identifiable data makes one child per element, flattened into the stack")
    func forEachIdentifiable() {
        // §7: ForEach's subviews are flattened into the parent container's subview list.
        let swatches = [Swatch(id: "s1", width: 10), Swatch(id: "s2", width: 20), Swatch(id: "s3", width: 30)]
        let tree = layout(
            HStack(spacing: 5) {
                block("first", 15, 10)
                ForEach(swatches) { swatch in block(swatch.id, swatch.width, 10) }
            }, width: 100, height: 10)
        expectFrame(tree.node(kind: .hStack), rect(5, 0, 90, 10))
        expectFrame(tree.node(identifier: "s1"), rect(25, 0, 10, 10))
        expectFrame(tree.node(identifier: "s2"), rect(40, 0, 20, 10))
        expectFrame(tree.node(identifier: "s3"), rect(65, 0, 30, 10))
    }

    @Test("ForEach with an id key path shows each element in order")
    func forEachKeyPath() {
        // §7: one subview per element.
        let names = ["alpha", "beta", "gamma"]
        let tree = layout(VStack { ForEach(names, id: \.self) { Text($0) } }, width: 300, height: 300)
        let texts = tree.allNodes.filter { $0.kind == .text }
        #expect(texts.compactMap(\.text) == names)
        // §1.6: texts in a VStack are their font's leading apart, 0 in the fixed metrics, so each starts where the
        // one before ends.
        #expect(zip(texts, texts.dropFirst()).allSatisfy { $1.frame.minY >= $0.frame.maxY })
    }

    @Test("ForEach over a range gives one equal share to each element")
    func forEachRange() {
        // §7 flattening plus §1.2 equal shares: four colours in 400 − 3·8.
        let tree = layout(HStack { ForEach(0..<4) { index in fill("c\(index)") } }, width: 400, height: 20)
        for index in 0..<4 {
            expectFrame(tree.node(identifier: "c\(index)"), rect(CGFloat(index) * 102, 0, 94, 20))
        }
    }

    @Test("Group's children become the stack's children")
    func groupFlattens() {
        // §7 flattening: Group lays nothing out itself.
        let tree = layout(
            HStack(spacing: 10) {
                Group {
                    block("a", 20, 10)
                    block("b", 20, 10)
                }
                block("c", 20, 10)
            },
            width: 100, height: 10)
        expectFrame(tree.node(identifier: "a"), rect(10, 0, 20, 10))
        expectFrame(tree.node(identifier: "b"), rect(40, 0, 20, 10))
        expectFrame(tree.node(identifier: "c"), rect(70, 0, 20, 10))
    }
}
