import Foundation
import Meadow
import MeadowCairo

/// A cell of the scrolled grid: a symbol over a label, as a photo or icon grid has.
private struct LazyBenchCell: View {
    let index: Int

    var body: some View {
        VStack {
            Image(systemName: "photo")
            Text("Item \(index)")
        }
        .padding(.vertical)
    }
}

/// A `LazyVGrid` of `cells` cells in three flexible columns in a `ScrollView` on an iPhone 15, scrolled down at a
/// constant 20 points a frame for `frames` frames after `warmUps`: each frame's graph update, layout and display
/// list, timed. Reports the 99th percentile, so the figures for 1,000 and 10,000 cells show whether a frame grows
/// with the cell count.
@MainActor
func runLazyVGridScrollBenchmark(cells: Int, frames: Int = 300, warmUps: Int = 30) throws {
    let device = Device.iPhone15
    let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
    let graph = ViewGraph(
        rootView: ScrollView {
            LazyVGrid(columns: columns) { ForEach(0..<cells, id: \.self) { LazyBenchCell(index: $0) } }
        },
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
    let name = cells >= 1_000 && cells.isMultiple(of: 1_000) ? "\(cells / 1_000)k" : "\(cells)"
    report("layout.lazyvgrid_\(name).scroll_frame_p99", samples.percentile(99), "ms")
}
