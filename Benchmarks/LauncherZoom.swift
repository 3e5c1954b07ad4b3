import Foundation
import LauncherUI
import Meadow
import MeadowCairo

/// The launcher's zoom: each app opened from its icon (a tap) and closed again (Escape), every frame of both
/// springs drawn on one long-lived `ScreenRenderer`, as the running launcher has, on the graph's own clock stepped
/// 1/60 s before each frame. The first round over the three apps is cold (each app drawn for the first time) and
/// reported apart; the percentiles are over the `runs` rounds after it.
@MainActor
func runLauncherZoomBenchmark(device: Device, runs: Int = 3) throws {
    let screen = ScreenRenderer(
        rootView: LauncherApplication().body.rootView, device: device,
        assetCatalog: try AssetCatalog.forModule("LauncherUI"))
    let graph = screen.graph
    consume(screen.renderImage())

    /// Frames 1/60 s apart, each timed from the graph update to the raster, until no animation runs.
    func animate() throws -> [Double] {
        var frames: [Double] = []
        repeat {
            guard frames.count < WeatherDetailCycles.frameLimit else { throw WeatherDetailCycles.Failure.unsettled("launcher zoom") }
            graph.step(by: 1.0 / 60)
            let stopwatch = Stopwatch()
            consume(screen.renderImage())
            frames.append(stopwatch.elapsedMilliseconds)
        } while graph.isAnimating
        return frames
    }

    /// Opens the app whose icon is tagged `identifier` and closes it again; the frames of both.
    func zoom(_ identifier: String) throws -> [Double] {
        guard let icon = graph.layoutTree().node(identifier: identifier) else { throw WeatherDetailCycles.Failure.missing(identifier) }
        let point = CGPoint(x: icon.frame.midX, y: icon.frame.midY)
        graph.pointerDown(at: point)
        graph.step(by: 0.05)
        graph.pointerUp(at: point)
        let opening = try animate()
        guard graph.layoutTree().node(identifier: "home-indicator") != nil else { throw WeatherDetailCycles.Failure.notMoved("open \(identifier)") }
        for phase: KeyPress.Phases in [.down, .up] {
            graph.keyPressed(KeyPress(phase: phase, key: .escape, characters: String(KeyEquivalent.escape.character)))
        }
        let closing = try animate()
        guard graph.layoutTree().node(identifier: "home-indicator") == nil else { throw WeatherDetailCycles.Failure.notMoved("close \(identifier)") }
        return opening + closing
    }

    let apps = ["weather", "wiki", "landmarks"]
    let cold = try apps.flatMap(zoom)
    var frames: [Double] = []
    for _ in 0..<runs { frames += try apps.flatMap(zoom) }
    report("launcher.zoom.frame_p50", frames.percentile(50), "ms")
    report("launcher.zoom.frame_p99", frames.percentile(99), "ms")
    report("launcher.zoom.frames", Double(frames.count), "count")
    report("launcher.zoom.cold_frame_max", cold.max() ?? 0, "ms")
    report("launcher.zoom.cold_frame_p50", cold.percentile(50), "ms")
}
