import Foundation
import LauncherUI
import Meadow
import MeadowCairo

/// The launcher's zoom: each app opened from its icon (a tap) and closed again (Escape), every frame of both
/// springs drawn on one long-lived `ScreenRenderer`, as the running launcher has, on the graph's own clock stepped
/// 1/60 s before each frame. The first round over the three apps is cold (each app drawn for the first time) and
/// reported apart, with where its slowest frame went (the update and layout, the display list, the raster); the
/// percentiles are over the `runs` rounds after it. Before the first tap the home screen sits idle for `idle`
/// seconds of the wall clock, as a person looks at it, and on until the three apps are drawn ahead (at most
/// `preparationLimit` seconds): the main actor's queued work runs (the launcher prepares its apps ahead then, a
/// step a frame) and a frame is drawn whenever the graph or the renderer wants one (the renderer draws each app
/// ahead a part a frame); the slowest of those is reported too, with how long the three took to be drawn ahead.
/// On a machine other builds load, frames take longer and the preparation more of the wall clock: waiting for it
/// keeps the cold round an opening of prepared apps, which is what a person resting that long sees. Each frame's
/// CPU time is reported beside its wall time (`ThreadClock`): on a machine other builds load, the wall time of a
/// frame counts their turns on the cores, its CPU time only its own work.
@MainActor
func runLauncherZoomBenchmark(
    device: Device, runs: Int = 3, idle: TimeInterval = 4, preparationLimit: TimeInterval = 30
) throws {
    let screen = ScreenRenderer(
        rootView: LauncherApplication().body.rootView, device: device,
        assetCatalog: try AssetCatalog.forModule("LauncherUI"))
    let graph = screen.graph
    consume(screen.renderImage())

    /// The milliseconds of a frame's three parts: the graph's update and layout, its display list, the raster.
    struct Parts {
        var update: Double
        var displayList: Double
        var raster: Double
        var total: Double { update + displayList + raster }
    }

    /// One frame timed twice: its parts on the wall clock and on the thread's CPU clock.
    struct Frame {
        var wall: Parts
        var cpu: Parts
    }

    /// Updates, lays out, lists and rasters one frame, timing each part.
    func drawFrame() -> Frame {
        let stopwatch = Stopwatch(), clock = ThreadClock()
        var wall: [Double] = [], cpu: [Double] = []
        func lap() {
            wall.append(stopwatch.elapsedMilliseconds)
            cpu.append(clock.elapsedMilliseconds)
        }
        graph.update()
        graph.layout()
        lap()
        let list = graph.makeDisplayList()
        lap()
        consume(screen.renderer.render(list, size: graph.device.size, scale: graph.device.scale, background: graph.backgroundColor))
        lap()
        func parts(_ laps: [Double]) -> Parts {
            Parts(update: laps[0], displayList: laps[1] - laps[0], raster: laps[2] - laps[1])
        }
        return Frame(wall: parts(wall), cpu: parts(cpu))
    }

    /// Frames 1/60 s apart until no animation runs.
    func animate() throws -> [Frame] {
        var frames: [Frame] = []
        repeat {
            guard frames.count < WeatherDetailCycles.frameLimit else { throw WeatherDetailCycles.Failure.unsettled("launcher zoom") }
            graph.step(by: 1.0 / 60)
            frames.append(drawFrame())
        } while graph.isAnimating
        return frames
    }

    /// Opens the app whose icon is tagged `identifier` and closes it again; the frames of both.
    func zoom(_ identifier: String) throws -> [Frame] {
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
    let renderer = screen.renderer
    /// How long after the rest began the three apps were drawn ahead.
    var preparedAfter: TimeInterval?
    /// The frames drawn while the home screen sits idle for `seconds`, and on until `apps` are drawn ahead (at most
    /// `preparationLimit` seconds).
    func rest(_ seconds: TimeInterval) -> [Frame] {
        var frames: [Frame] = []
        let start = Date()
        while Date() < start.addingTimeInterval(seconds)
            || (renderer.layersDrawnAhead < apps.count && Date() < start.addingTimeInterval(preparationLimit))
        {
            RunLoop.main.run(until: Date().addingTimeInterval(1.0 / 60))
            graph.step(by: 1.0 / 60)
            guard graph.needsUpdate || graph.isAnimating || renderer.hasPendingWork else { continue }
            frames.append(drawFrame())
            if renderer.layersDrawnAhead >= apps.count, preparedAfter == nil { preparedAfter = Date().timeIntervalSince(start) }
        }
        return frames
    }

    let idleFrames = rest(idle)
    let drawnAhead = renderer.layersDrawnAhead
    let cold = try apps.flatMap(zoom)
    var warm: [Frame] = []
    for _ in 0..<runs { warm += try apps.flatMap(zoom) }
    let frames = warm.map(\.wall.total)
    report("launcher.zoom.frame_p50", frames.percentile(50), "ms")
    report("launcher.zoom.frame_p99", frames.percentile(99), "ms")
    report("launcher.zoom.frame_p99_cpu", warm.map(\.cpu.total).percentile(99), "ms")
    report("launcher.zoom.frames", Double(frames.count), "count")
    let slowest = cold.max { $0.wall.total < $1.wall.total }?.wall ?? Parts(update: 0, displayList: 0, raster: 0)
    report("launcher.zoom.cold_frame_max", slowest.total, "ms")
    report("launcher.zoom.cold_frame_max_update", slowest.update, "ms")
    report("launcher.zoom.cold_frame_max_displaylist", slowest.displayList, "ms")
    report("launcher.zoom.cold_frame_max_raster", slowest.raster, "ms")
    report("launcher.zoom.cold_frame_max_cpu", cold.map(\.cpu.total).max() ?? 0, "ms")
    report("launcher.zoom.cold_frame_p50", cold.map(\.wall.total).percentile(50), "ms")
    report("launcher.idle.frame_max", idleFrames.map(\.wall.total).max() ?? 0, "ms")
    report("launcher.idle.frame_max_cpu", idleFrames.map(\.cpu.total).max() ?? 0, "ms")
    report("launcher.idle.frame_max_cpu_update", idleFrames.map(\.cpu.update).max() ?? 0, "ms")
    report("launcher.idle.frame_max_cpu_displaylist", idleFrames.map(\.cpu.displayList).max() ?? 0, "ms")
    report("launcher.idle.frame_max_cpu_raster", idleFrames.map(\.cpu.raster).max() ?? 0, "ms")
    report("launcher.idle.frames", Double(idleFrames.count), "count")
    report("launcher.idle.apps_drawn_ahead", Double(drawnAhead), "count")
    report("launcher.idle.drawn_ahead_after", preparedAfter ?? .nan, "s")
}
