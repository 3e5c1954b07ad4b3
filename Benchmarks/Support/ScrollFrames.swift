import Foundation
import Meadow
import MeadowCairo

/// `content` in a `ScrollView` on an iPhone 15, scrolled down at a constant 20 points a frame (1,200 points a
/// second at 60 Hz) for `frames` frames after `warmUps`: each frame's graph update, layout and display list, timed.
/// Reports the 99th percentile as `layout.<container>_<count>.scroll_frame_p99`, with `count` as "1k" for 1,000,
/// so the figures for different counts show whether a frame grows with the content.
@MainActor
func reportScrollFrames(
    of content: some View, container: String, count: Int, frames: Int = 300, warmUps: Int = 30
) throws {
    let device = Device.iPhone15
    let graph = ViewGraph(
        rootView: ScrollView { content }, device: device, textSystem: PangoTextSystem.shared,
        assetCatalog: try AssetCatalog(folders: []))
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
    let name = count >= 1_000 && count.isMultiple(of: 1_000) ? "\(count / 1_000)k" : "\(count)"
    report("layout.\(container)_\(name).scroll_frame_p99", samples.percentile(99), "ms")
}
