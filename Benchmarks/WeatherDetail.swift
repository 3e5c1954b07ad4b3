import Foundation
import Meadow
import MeadowCairo
import WeatherUI

/// The Weather detail sheet springing open (tap the Monday card) and closed again (tap its close button), on one
/// long-lived `ScreenRenderer` (graph and Cairo renderer), as a running app has, on an iPhone 15 at scale 2.
///
/// Time is the graph's own clock, stepped 1/60 s before each frame, as a display link would; nothing sleeps. A
/// frame is timed from the graph update through the display list to the raster of a new 786 × 1704 surface.
@MainActor
final class WeatherDetailCycles {
    /// The frames of one open and close, in order.
    struct Cycle {
        var opening: [TimedFrame]
        var closing: [TimedFrame]
        var frames: [TimedFrame] { opening + closing }
    }

    enum Failure: Error, CustomStringConvertible {
        case missing(String)
        case unsettled(String)
        case notMoved(String)

        var description: String {
            switch self {
            case .missing(let identifier): "no view tagged \"\(identifier)\" on screen"
            case .unsettled(let identifier): "tapping \"\(identifier)\" started an animation that never settled"
            case .notMoved(let what): "the detail sheet did not \(what)"
            }
        }
    }

    static let frameInterval = 1.0 / 60
    /// Ten seconds of frames: a spring that never settles fails the benchmark rather than hanging it.
    static let frameLimit = 600

    let screen: ScreenRenderer<CairoRenderer>
    private var graph: ViewGraph { screen.graph }
    private var size: CGSize { graph.device.size }

    /// The app's root view on `device`; its first frame (the home screen) is drawn untimed, so images are
    /// decoded and the home screen's shadows blurred before the first cycle.
    init(device: Device, catalog: AssetCatalog) {
        screen = ScreenRenderer(rootView: WeatherApplication().body.rootView, device: device, assetCatalog: catalog)
        consume(screen.renderImage())
    }

    /// Opens the detail with a tap on the Monday card, lets the spring settle, then closes it with a tap on its
    /// close button and lets that spring settle; checks that the sheet really came up and went down.
    func cycle() throws -> Cycle {
        let opening = try tapAndAnimate("Monday")
        guard try sheetTop() < size.height - 1 else { throw Failure.notMoved("open") }
        let closing = try tapAndAnimate("close")
        guard try sheetTop() >= size.height else { throw Failure.notMoved("close") }
        return Cycle(opening: opening, closing: closing)
    }

    /// Opens the detail (untimed), then drags it down by its content as the window script `weather-detail.sh` does
    /// (a press 214 points below the close button, 35 moves of 10 points a frame) and lets go: the frames of the
    /// drag, each applying a move, then those of the sheet springing away. Checks that it went down.
    func dragDismiss() throws -> [TimedFrame] {
        _ = try tapAndAnimate("Monday")
        guard let close = graph.layoutTree().node(identifier: "close") else { throw Failure.missing("close") }
        var point = CGPoint(x: close.contentFrame.midX, y: close.contentFrame.midY + 214)
        graph.pointerDown(at: point)
        var frames: [TimedFrame] = []
        for _ in 0..<35 {
            point.y += 10
            graph.pointerMoved(to: point)
            graph.step(by: Self.frameInterval)
            frames.append(TimedFrame(drawnOn: screen))
        }
        graph.pointerUp(at: point)
        repeat {
            guard frames.count < Self.frameLimit else { throw Failure.unsettled("drag") }
            graph.step(by: Self.frameInterval)
            frames.append(TimedFrame(drawnOn: screen))
        } while graph.isAnimating
        guard try sheetTop() >= size.height else { throw Failure.notMoved("go down when dragged") }
        return frames
    }

    /// The close button's centre, which sits on the top edge of the sheet.
    private func sheetTop() throws -> CGFloat {
        guard let close = graph.layoutTree().node(identifier: "close") else { throw Failure.missing("close") }
        return close.contentFrame.midY
    }

    /// Taps the centre of the content of the view tagged `identifier` and draws the frames that follow
    /// (`tapAndDrawFrames`).
    private func tapAndAnimate(_ identifier: String) throws -> [TimedFrame] {
        guard let target = graph.layoutTree().node(identifier: identifier) else { throw Failure.missing(identifier) }
        let content = target.contentFrame
        return try tapAndDrawFrames(on: screen, at: CGPoint(x: content.midX, y: content.midY), identifier)
    }
}

/// Runs `warmups + runs` open/close cycles on one screen and reports the kept cycles' frames. The detail view is
/// built (off screen, below it) with the home screen, so the first cycle is cold only in the renderer and the
/// code paths: the sheet's pixels, its close button's shadow and the blurred home screen drawn for the first time.
/// It is reported apart, as the cold figures.
@MainActor
func runDetailBenchmarks(device: Device, catalog: AssetCatalog, warmups: Int = 1, runs: Int = 5) throws {
    let cycles = WeatherDetailCycles(device: device, catalog: catalog)
    var cold: [WeatherDetailCycles.Cycle] = []
    var kept: [WeatherDetailCycles.Cycle] = []
    for index in 0..<(warmups + runs) {
        let cycle = try cycles.cycle()
        if index < warmups { cold.append(cycle) } else { kept.append(cycle) }
    }
    let frames = kept.flatMap(\.frames)
    let totals = frames.map(\.total)

    report("weather.detail.frame_p50", totals.percentile(50), "ms")
    report("weather.detail.frame_p99", totals.percentile(99), "ms")
    // Mean over every kept frame, the frames that apply each tap's state change included (see `tapAndAnimate`).
    report("weather.detail.bodies_per_frame", frames.map { Double($0.bodies) }.mean, "count")
    // Where a frame goes: the median of each part on its own (they need not add up to frame_p50).
    report("weather.detail.update_p50", frames.map(\.update).percentile(50), "ms")
    report("weather.detail.displaylist_p50", frames.map(\.displayList).percentile(50), "ms")
    report("weather.detail.raster_p50", frames.map(\.raster).percentile(50), "ms")
    report("weather.detail.frames_per_cycle", Double(frames.count) / Double(max(kept.count, 1)), "count")
    // Memory a frame takes anew: layers made, the surfaces of those allocated rather than reused (every layer
    // allocated its own before `SurfacePool`), and pages faulted in.
    report("weather.detail.layers_per_frame", frames.map { Double($0.layers) }.mean, "count")
    report("weather.detail.surfaces_per_frame", frames.map { Double($0.surfaces) }.mean, "count")
    report("weather.detail.faults_per_frame", frames.map { Double($0.faults) }.mean, "count")
    report("weather.detail.resampled_per_frame", frames.map { Double($0.resampled) }.mean, "count")
    report("weather.detail.cold_layers_per_frame", cold.flatMap(\.frames).map { Double($0.layers) }.mean, "count")
    report("weather.detail.cold_surfaces_per_frame", cold.flatMap(\.frames).map { Double($0.surfaces) }.mean, "count")
    report("weather.detail.cold_faults_per_frame", cold.flatMap(\.frames).map { Double($0.faults) }.mean, "count")
    // The first (cold) cycle on its own: its slowest frame and its median.
    let coldTotals = cold.flatMap(\.frames).map(\.total)
    report("weather.detail.cold_frame_max", coldTotals.max() ?? 0, "ms")
    report("weather.detail.cold_frame_p50", coldTotals.percentile(50), "ms")
    // The sheet dragged down, as the window script drags it: every move re-evaluates and lays out the screen.
    let firstDrag = try cycles.dragDismiss()
    var drags: [TimedFrame] = []
    for _ in 0..<runs { drags += try cycles.dragDismiss() }
    reportFrames("weather.detail_drag", kept: drags, cold: firstDrag)
}
