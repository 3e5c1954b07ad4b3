import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Holds a binding a view hands out while its body is evaluated, so a test can write through it.
@MainActor
private final class BindingBox<Value> {
    var binding: Binding<Value>?

    func set(_ value: Value) {
        binding?.wrappedValue = value
    }
}

/// Shows its count; hands `$count` to `expose` each time its body is evaluated.
private struct Counter: View {
    let label: String
    let expose: (Binding<Int>) -> Void
    @State var count = 0

    var body: some View {
        let _ = expose($count)
        Text("\(label) \(count)")
    }
}

/// A counter whose initial count comes from its parent.
private struct SeededCounter: View {
    let expose: (Binding<Int>) -> Void
    @State var count: Int

    init(seed: Int, expose: @escaping (Binding<Int>) -> Void) {
        self.expose = expose
        _count = State(initialValue: seed)
    }

    var body: some View {
        let _ = expose($count)
        Text("seeded \(count)")
    }
}

/// A parent with its own state (a title) above a counter.
private struct TitledCounter: View {
    let titleBox: BindingBox<String>
    let countBox: BindingBox<Int>
    @State var title = "first"

    var body: some View {
        let _ = titleBox.binding = $title
        VStack {
            Text(title)
            Counter(label: "count", expose: { countBox.binding = $0 })
        }
    }
}

/// A parent that shows one of two counters in an `if`/`else`.
private struct SwitchingCounter: View {
    let flagBox: BindingBox<Bool>
    let countBox: BindingBox<Int>
    @State var flag = false

    var body: some View {
        let _ = flagBox.binding = $flag
        if flag {
            Counter(label: "on", expose: { countBox.binding = $0 })
        } else {
            Counter(label: "off", expose: { countBox.binding = $0 })
        }
    }
}

/// A parent that re-creates a seeded counter with its own changing value.
private struct SeedingParent: View {
    let seedBox: BindingBox<Int>
    let countBox: BindingBox<Int>
    @State var seed = 1

    var body: some View {
        let _ = seedBox.binding = $seed
        VStack {
            Text("seed \(seed)")
            SeededCounter(seed: seed, expose: { countBox.binding = $0 })
        }
    }
}

@MainActor
@Suite("@State across updates")
struct StateTests {
    @Test("Writing @State through its binding updates the view on the next layout")
    func writeUpdates() {
        // [APPLE:state]: writing a state value invalidates the views that read it; the graph re-evaluates them.
        let countBox = BindingBox<Int>()
        let harness = LayoutHarness(
            Counter(label: "count", expose: { countBox.binding = $0 }), size: CGSize(width: 300, height: 100))
        #expect(harness.layoutTree.node(text: "count 0") != nil)
        countBox.set(3)
        #expect(harness.layoutTree.node(text: "count 3") != nil)
    }

    @Test("A child's @State survives its parent re-evaluating")
    func stateSurvivesParentUpdate() {
        // [APPLE:state]: state storage belongs to the view's identity in the graph, not to the view value a parent's
        // body re-creates.
        let titleBox = BindingBox<String>()
        let countBox = BindingBox<Int>()
        let harness = LayoutHarness(
            TitledCounter(titleBox: titleBox, countBox: countBox), size: CGSize(width: 300, height: 200))
        _ = harness.layoutTree
        countBox.set(5)
        #expect(harness.layoutTree.node(text: "count 5") != nil)
        titleBox.set("second")
        let tree = harness.layoutTree
        #expect(tree.node(text: "second") != nil, "the parent re-evaluated")
        #expect(tree.node(text: "count 5") != nil, "the child kept its count: \(tree.allNodes.compactMap(\.text))")
    }

    @Test("A parent's new initial value does not reset a child's existing @State")
    func initialValueOnlyOnce() {
        // [APPLE:state]: the initial value is used only when the identity first appears.
        let seedBox = BindingBox<Int>()
        let countBox = BindingBox<Int>()
        let harness = LayoutHarness(
            SeedingParent(seedBox: seedBox, countBox: countBox), size: CGSize(width: 300, height: 200))
        #expect(harness.layoutTree.node(text: "seeded 1") != nil)
        seedBox.set(9)
        let tree = harness.layoutTree
        #expect(tree.node(text: "seed 9") != nil)
        #expect(
            tree.node(text: "seeded 1") != nil,
            "state is initialised once per identity: \(tree.allNodes.compactMap(\.text))")
    }

    @Test("Switching an if/else branch gives the new branch fresh @State")
    func branchSwitchResetsState() {
        // [APPLE:viewbuilder/buildeither]: the two branches of an if/else have distinct identities, so switching
        // branches discards the old branch's state.
        let flagBox = BindingBox<Bool>()
        let countBox = BindingBox<Int>()
        let harness = LayoutHarness(
            SwitchingCounter(flagBox: flagBox, countBox: countBox), size: CGSize(width: 300, height: 200))
        #expect(harness.layoutTree.node(text: "off 0") != nil)
        countBox.set(4)
        #expect(harness.layoutTree.node(text: "off 4") != nil)
        flagBox.set(true)
        #expect(harness.layoutTree.node(text: "on 0") != nil, "the true branch starts from its initial value")
        flagBox.set(false)
        #expect(harness.layoutTree.node(text: "off 0") != nil, "the false branch was replaced, so its state was too")
    }

    @Test("Two sibling views of the same type keep separate @State")
    func siblingsHaveSeparateState() {
        // [APPLE:state]: each position in the parent is its own identity with its own storage.
        let firstBox = BindingBox<Int>()
        let secondBox = BindingBox<Int>()
        let view = VStack {
            Counter(label: "first", expose: { firstBox.binding = $0 })
            Counter(label: "second", expose: { secondBox.binding = $0 })
        }
        let harness = LayoutHarness(view, size: CGSize(width: 300, height: 200))
        _ = harness.layoutTree
        secondBox.set(7)
        let tree = harness.layoutTree
        #expect(tree.node(text: "first 0") != nil)
        #expect(tree.node(text: "second 7") != nil)
    }
}
