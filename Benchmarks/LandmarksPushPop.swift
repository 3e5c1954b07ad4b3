import Foundation
import LandmarksUI
import Meadow
import MeadowCairo

/// Landmarks' List tab: a landmark's row tapped to push its detail (the iOS push, the list sliding away beneath),
/// then the back button tapped to pop it, for three rows, on one long-lived `ScreenRenderer`, as the window script
/// `landmarks-push-pop.sh` drives the app. The clock is stepped 1/60 s before each frame; a frame is timed part by
/// part (`TimedFrame`). The first round, which builds each detail and decodes its pictures, is reported apart as
/// the cold figures.
@MainActor
func runLandmarksPushPopBenchmark(device: Device, runs: Int = 3) throws {
    let scene = LandmarksApp().body
    let screen = ScreenRenderer(rootView: AnyView(scene.rootView), device: device, assetCatalog: try AssetCatalog.forModule(scene.module))
    let graph = screen.graph
    consume(screen.renderImage())

    /// Taps `point` (down, 50 ms, up) and draws frames until no animation runs.
    func tap(_ point: CGPoint, _ what: String) throws -> [TimedFrame] {
        graph.pointerDown(at: point)
        graph.step(by: 0.05)
        graph.pointerUp(at: point)
        var frames: [TimedFrame] = []
        repeat {
            guard frames.count < WeatherDetailCycles.frameLimit else { throw WeatherDetailCycles.Failure.unsettled(what) }
            graph.step(by: WeatherDetailCycles.frameInterval)
            frames.append(TimedFrame(drawnOn: screen))
        } while graph.isAnimating
        return frames
    }
    func centre(ofText text: String) throws -> CGPoint {
        guard let node = graph.layoutTree().node(text: text) else { throw WeatherDetailCycles.Failure.missing(text) }
        return CGPoint(x: node.contentFrame.midX, y: node.contentFrame.midY)
    }

    _ = try tap(try centre(ofText: "List"), "List")
    // The back button, at the navigation bar's leading edge below the status bar.
    let back = CGPoint(x: 30, y: device.safeAreaInsets.top + 22)
    var cold: [TimedFrame] = [], kept: [TimedFrame] = []
    for round in 0...runs {
        for row in ["Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail"] {
            let frames = try tap(try centre(ofText: row), row) + tap(back, "back")
            if round == 0 { cold += frames } else { kept += frames }
        }
    }
    let totals = kept.map(\.total)
    report("landmarks.push_pop.frame_p50", totals.percentile(50), "ms")
    report("landmarks.push_pop.frame_p99", totals.percentile(99), "ms")
    report("landmarks.push_pop.frame_max", totals.max() ?? 0, "ms")
    // Where a frame goes: the median of each part on its own.
    report("landmarks.push_pop.update_p50", kept.map(\.update).percentile(50), "ms")
    report("landmarks.push_pop.displaylist_p50", kept.map(\.displayList).percentile(50), "ms")
    report("landmarks.push_pop.raster_p50", kept.map(\.raster).percentile(50), "ms")
    report("landmarks.push_pop.bodies_per_frame", kept.map { Double($0.bodies) }.mean, "count")
    report("landmarks.push_pop.layers_per_frame", kept.map { Double($0.layers) }.mean, "count")
    report("landmarks.push_pop.frames", Double(kept.count), "count")
    report("landmarks.push_pop.cold_frame_max", cold.map(\.total).max() ?? 0, "ms")
}
