import Foundation
import Meadow
import MeadowCairo

/// A row of the scrolled list: a symbol and a label, as a contacts or mail list has.
private struct LazyBenchRow: View {
    let index: Int

    var body: some View {
        HStack {
            Image(systemName: "star.fill")
            Text("Row \(index)")
            Spacer()
        }
        .padding(.horizontal)
    }
}

/// A `LazyVStack` of `rows` rows in a `ScrollView` on an iPhone 15, scrolled down at a constant 20 points a frame
/// (1,200 points a second at 60 Hz) for `frames` frames after `warmUps`: each frame's graph update, layout and
/// display list, timed. Reports the 99th percentile, so the figures for 1,000 and 10,000 rows show whether a frame
/// grows with the row count.
@MainActor
func runLazyVStackScrollBenchmark(rows: Int, frames: Int = 300, warmUps: Int = 30) throws {
    let device = Device.iPhone15
    let graph = ViewGraph(
        rootView: ScrollView { LazyVStack { ForEach(0..<rows, id: \.self) { LazyBenchRow(index: $0) } } },
        device: device, textSystem: PangoTextSystem.shared, assetCatalog: try AssetCatalog(folders: []))
    graph.update()
    graph.layout()
    consume(graph.makeDisplayList())
    let centre = CGPoint(x: device.size.width / 2, y: device.size.height / 2)
    var samples: [Double] = []
    for frame in 0..<(warmUps + frames) {
        graph.scrollWheel(at: centre, delta: CGSize(width: 0, height: 20))
        graph.step(by: 1.0 / 60)
        let stopwatch = Stopwatch()
        graph.update()
        graph.layout()
        consume(graph.makeDisplayList())
        if frame >= warmUps { samples.append(stopwatch.elapsedMilliseconds) }
    }
    let name = rows >= 1_000 && rows.isMultiple(of: 1_000) ? "\(rows / 1_000)k" : "\(rows)"
    report("layout.lazyvstack_\(name).scroll_frame_p99", samples.percentile(99), "ms")
}
