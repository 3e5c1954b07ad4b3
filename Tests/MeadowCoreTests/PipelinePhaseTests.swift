import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// Shows its count; hands its state's binding to `probe` each time its body is evaluated.
private struct PhaseCounter: View {
    let probe: StateProbe<Int>
    @State var count = 0

    var body: some View {
        let _ = probe.binding = $count
        Text("count \(count)")
    }
}

/// A square that moves to the right, animated, when its state flips.
private struct PhaseSlider: View {
    let probe: StateProbe<Bool>
    @State var moved = false

    var body: some View {
        let _ = probe.binding = $moved
        Color.red.frame(width: 20, height: 20).accessibilityIdentifier("square").offset(x: moved ? 100 : 0)
    }
}

@MainActor
@Suite("The pipeline's phases")
struct PipelinePhaseTests {
    /// A graph of `view` that no phase has run on yet.
    private func graph<V: View>(_ view: V) -> ViewGraph {
        ViewHarness(view, size: CGSize(width: 300, height: 100)).screen.graph
    }

    @Test("Before the first update the graph has no tree and draws nothing")
    func nothingBeforeUpdate() {
        let graph = graph(PhaseCounter(probe: StateProbe()))
        #expect(graph.layoutTree().kind == "Empty")
        #expect(graph.makeDisplayList().items.isEmpty)
        #expect(graph.bodyEvaluations == 0, "reading the tree and the display list evaluated no body")
    }

    @Test("A state change shows in layoutTree only after update and layout run")
    func layoutTreeIsAPureRead() {
        let probe = StateProbe<Int>()
        let graph = graph(PhaseCounter(probe: probe))
        graph.update()
        graph.layout()
        #expect(graph.layoutTree().node(text: "count 0") != nil)
        let evaluations = graph.bodyEvaluations
        probe.set(3)
        #expect(graph.layoutTree().node(text: "count 0") != nil, "the getter shows the last layout")
        #expect(graph.bodyEvaluations == evaluations, "the getter evaluated no body")
        #expect(graph.needsUpdate)
        graph.update()
        graph.layout()
        #expect(graph.layoutTree().node(text: "count 3") != nil)
        #expect(graph.bodyEvaluations == evaluations + 1)
    }

    @Test("update evaluates bodies without laying out; layout then places the new tree")
    func updateThenLayout() throws {
        let probe = StateProbe<Bool>()
        let graph = graph(PhaseSlider(probe: probe))
        graph.update()
        graph.layout()
        let before = try #require(graph.layoutTree().node(identifier: "square")).frame
        probe.set(true)
        graph.update()
        #expect(try #require(graph.layoutTree().node(identifier: "square")).frame == before)
        graph.layout()
        let after = try #require(graph.layoutTree().node(identifier: "square")).frame
        #expect(after == before.offsetBy(dx: 100, dy: 0))
    }

    @Test("isAnimating reports the last layout: it starts no animation and ends none")
    func isAnimatingIsAPureRead() {
        let probe = StateProbe<Bool>()
        let graph = graph(PhaseSlider(probe: probe))
        graph.update()
        graph.layout()
        withAnimation(.linear(duration: 1)) { probe.set(true) }
        #expect(!graph.isAnimating, "the change is not evaluated until update runs")
        graph.update()
        graph.layout()
        #expect(graph.isAnimating)
        graph.step(by: 2)
        #expect(graph.isAnimating, "the finished animation comes to rest in the next layout, not in the getter")
        graph.layout()
        #expect(!graph.isAnimating)
    }
}
