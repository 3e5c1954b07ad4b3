import Foundation
import MeadowCore
import MeadowTestSupport
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

/// A renderer that keeps the lists it is given and draws nothing.
@MainActor
private final class RecordingRenderer: Renderer {
    final class Image: RenderedImage {
        let width: Int
        let height: Int
        init(width: Int, height: Int) { (self.width, self.height) = (width, height) }
        func withPixels<Result>(_ body: (UnsafeBufferPointer<UInt8>, _ stride: Int) -> Result) -> Result {
            body(UnsafeBufferPointer(start: nil, count: 0), width * 4)
        }
    }

    var lists: [DisplayList] = []
    var backgrounds: [RGBA?] = []

    func render(_ list: DisplayList, size: CGSize, scale: CGFloat, background: RGBA?) -> Image {
        lists.append(list)
        backgrounds.append(background)
        return Image(width: Int(size.width * scale), height: Int(size.height * scale))
    }
}

@MainActor
@Suite("The pipeline's phases")
struct PipelinePhaseTests {
    /// A graph of `view` that no phase has run on yet.
    private func graph<V: View>(_ view: V) -> ViewGraph {
        LayoutHarness(view, size: CGSize(width: 300, height: 100)).graph
    }

    @Test("Before the first update the graph has no tree and draws nothing")
    func nothingBeforeUpdate() {
        let graph = graph(PhaseCounter(probe: StateProbe()))
        #expect(graph.layoutTree().kind == .empty)
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

    @Test("A screen runs update, layout and the display list in order, then hands the list to its renderer")
    func screenDrivesTheRendererProtocol() {
        let probe = StateProbe<Int>()
        let device = Device(name: "canvas", size: CGSize(width: 300, height: 100), safeAreaInsets: EdgeInsets(), scale: 2)
        let screen = ScreenRenderer(
            rootView: PhaseCounter(probe: probe), device: device, textSystem: FixedMetricsTextSystem(),
            assetCatalog: .empty, renderer: RecordingRenderer())
        let image = screen.renderImage()
        #expect((image.width, image.height) == (600, 200))
        probe.set(4)
        _ = screen.renderImage()
        let texts = screen.renderer.lists.map { list in drawnItems(list).compactMap { drawn -> String? in
            if case .text(let run, _, _) = drawn.item { return run.string } else { return nil }
        } }
        #expect(texts == [["count 0"], ["count 4"]])
        #expect(screen.renderer.backgrounds == [RGBA(red: 1, green: 1, blue: 1, alpha: 1), RGBA(red: 1, green: 1, blue: 1, alpha: 1)])
    }
}
