import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A labelled counter that counts its body evaluations in `evaluations` and hands `$count` to `probe`.
private struct CountingChild: View {
    let label: String
    let probe: StateProbe<Int>
    let evaluations: CallCounter
    @State var count = 0

    var body: some View {
        let _ = evaluations.record()
        let _ = probe.binding = $count
        Text("\(label) \(count)")
    }
}

/// A view with no inputs that counts its body evaluations.
private struct StaticChild: View {
    let evaluations: CallCounter

    var body: some View {
        let _ = evaluations.record()
        Color.green.frame(width: 20, height: 20)
    }
}

/// A view showing `title`, counting its body evaluations.
private struct TitleChild: View {
    let title: String
    let evaluations: CallCounter

    var body: some View {
        let _ = evaluations.record()
        Text(title)
    }
}

/// A parent with a heading of its own over two counters, a view with no inputs and a view that shows the heading.
private struct Family: View {
    let title: StateProbe<String>
    let first: StateProbe<Int>
    let second: StateProbe<Int>
    let counters: [String: CallCounter]
    @State var heading = "Family"

    var body: some View {
        let _ = title.binding = $heading
        let _ = counters["parent"]?.record()
        VStack {
            Text(heading)
            CountingChild(label: "first", probe: first, evaluations: counters["first"] ?? CallCounter())
            CountingChild(label: "second", probe: second, evaluations: counters["second"] ?? CallCounter())
            StaticChild(evaluations: counters["static"] ?? CallCounter())
            TitleChild(title: heading, evaluations: counters["title"] ?? CallCounter())
        }
    }
}

/// A square that slides 100 points when `on`, counting its body evaluations.
private struct CountingSlider: View {
    let probe: StateProbe<Bool>
    let evaluations: CallCounter
    @State var on = false

    var body: some View {
        let _ = evaluations.record()
        let _ = probe.binding = $on
        VStack {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("box").offset(x: on ? 100 : 0)
            Color.blue.frame(width: on ? 200 : 100, height: 20).opacity(on ? 1 : 0.5)
        }
    }
}

@MainActor
@Suite("Incremental updates")
struct IncrementalUpdateTests {
    /// The family on a canvas, with its probes and a body counter per view.
    @MainActor
    private struct Fixture {
        let title = StateProbe<String>()
        let first = StateProbe<Int>()
        let second = StateProbe<Int>()
        let counters = ["parent", "first", "second", "static", "title"].reduce(into: [String: CallCounter]()) {
            $0[$1] = CallCounter()
        }
        let driver: InteractionDriver

        init() {
            driver = InteractionDriver(
                Family(title: title, first: first, second: second, counters: counters), device: canvas(400, 400))
        }

        /// Each view's body evaluations so far.
        var counts: [String: Int] { counters.mapValues(\.count) }
    }

    @Test("Building the graph evaluates each body once")
    func firstBuild() {
        let fixture = Fixture()
        #expect(fixture.counts == ["parent": 1, "first": 1, "second": 1, "static": 1, "title": 1])
        #expect(fixture.driver.graph.bodyEvaluations == 5)
    }

    @Test("Changing a child's @State re-evaluates that child's body and no other")
    func childStateReevaluatesOnlyChild() {
        // [APPLE:state]: a state change invalidates the views that read it.
        let fixture = Fixture()
        let before = fixture.driver.graph.bodyEvaluations
        fixture.first.set(5)
        #expect(fixture.driver.find(text: "first 5") != nil)
        #expect(fixture.driver.graph.bodyEvaluations - before == 1)
        #expect(fixture.counts == ["parent": 1, "first": 2, "second": 1, "static": 1, "title": 1])
    }

    @Test("Several changes before a frame are evaluated together in that frame")
    func changesCoalesce() {
        let fixture = Fixture()
        let before = fixture.driver.graph.bodyEvaluations
        fixture.first.set(1)
        fixture.first.set(2)
        fixture.second.set(3)
        #expect(fixture.driver.find(text: "first 2") != nil)
        #expect(fixture.driver.find(text: "second 3") != nil)
        #expect(fixture.driver.graph.bodyEvaluations - before == 2)
    }

    @Test("Changing a parent's @State re-evaluates it and the children whose inputs changed, not the others")
    func parentStateSkipsUnchangedChildren() {
        // A parent's new body re-creates its children; those whose inputs are unchanged are not evaluated.
        let fixture = Fixture()
        let before = fixture.driver.graph.bodyEvaluations
        fixture.title.set("Renamed")
        #expect(fixture.driver.find(text: "Renamed") != nil)
        #expect(fixture.counts == ["parent": 2, "first": 1, "second": 1, "static": 1, "title": 2])
        #expect(fixture.driver.graph.bodyEvaluations - before == 2, "the parent and the child that shows the title")
    }

    @Test("A child keeps its state when an unrelated sibling changes")
    func siblingStateKept() {
        let fixture = Fixture()
        fixture.first.set(4)
        fixture.second.set(9)
        fixture.title.set("Again")
        #expect(fixture.driver.find(text: "first 4") != nil)
        #expect(fixture.driver.find(text: "second 9") != nil)
    }

    @Test("Animation frames move views without evaluating any body")
    func animationFramesEvaluateNoBody() throws {
        let probe = StateProbe<Bool>()
        let evaluations = CallCounter()
        let driver = InteractionDriver(CountingSlider(probe: probe, evaluations: evaluations), device: canvas(400, 400))
        let start = try #require(driver.find(identifier: "box")?.frame)
        withAnimation(.linear(duration: 1)) { probe.set(true) }
        _ = driver.layoutTree
        let before = driver.graph.bodyEvaluations
        #expect(evaluations.count == 2, "built, then re-evaluated once for the change")
        driver.step(0.5)
        let mid = try #require(driver.find(identifier: "box")?.frame)
        #expect(mid.minX > start.minX + 1, "the box moved: \(start) → \(mid)")
        _ = driver.makeDisplayList()
        driver.settle()
        #expect(driver.graph.bodyEvaluations == before, "30+ frames, no body")
        #expect(evaluations.count == 2)
    }

    @Test("Scrolling and pressing evaluate no body")
    func inputWithoutStateEvaluatesNoBody() {
        let evaluations = CallCounter()
        let view = ScrollView {
            StaticChild(evaluations: evaluations)
            Color.red.frame(width: 300, height: 2000)
        }
        let driver = InteractionDriver(view, device: canvas(300, 600))
        let before = driver.graph.bodyEvaluations
        driver.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 150, y: 300), duration: 0.1)
        driver.settle()
        driver.scroll(at: CGPoint(x: 150, y: 300), by: CGSize(width: 0, height: 50))
        #expect(driver.graph.bodyEvaluations == before)
        #expect(evaluations.count == 1)
    }

    @Test("A frame with nothing changed evaluates no body and lays out nothing new")
    func idleFrame() {
        let fixture = Fixture()
        let before = fixture.driver.graph.bodyEvaluations
        let tree = fixture.driver.layoutTree
        fixture.driver.step(1)
        #expect(fixture.driver.layoutTree == tree)
        #expect(fixture.driver.graph.bodyEvaluations == before)
        #expect(!fixture.driver.graph.isAnimating)
    }
}
