import Foundation
import Meadow
import MeadowCairo

/// One frame drawn on a long-lived `ScreenRenderer`, as a window draws it, timed part by part;
/// `ScreenRenderer.renderImage()` does the same work in one call.
@MainActor
struct TimedFrame {
    /// `graph.update()` then `graph.layout()`: bodies whose state or inputs changed, then layout of the whole tree.
    var update: Double
    /// `graph.makeDisplayList()` once laid out: a walk of the laid-out nodes.
    var displayList: Double
    /// `CairoRenderer.render`: a new surface, filled, and every item drawn (blurs and shadows included).
    var raster: Double
    var bodies: Int
    /// Layers the renderer made, and of their surfaces those it allocated rather than reused
    /// (`CairoRenderer.layerSurfacesAllocated`).
    var layers: Int
    var surfaces: Int
    /// Minor page faults: pages the process touched for the first time since the system gave them (freshly
    /// allocated buffers), which cost the frame time whatever else the machine runs.
    var faults: Int
    /// Pictures resampled for a size and phase the renderer had no copy for (`CairoRenderer.picturesResampled`).
    var resampled: Int
    var total: Double { update + displayList + raster }

    /// Draws the screen's next frame, its clock already stepped, and times it.
    init(drawnOn screen: ScreenRenderer<CairoRenderer>) {
        let graph = screen.graph
        let bodiesBefore = graph.bodyEvaluations
        let surfacesBefore = screen.renderer.layerSurfacesAllocated
        let reusedBefore = screen.renderer.layerSurfacesReused
        let faultsBefore = minorPageFaults()
        let resampledBefore = screen.renderer.picturesResampled
        let start = Stopwatch()
        graph.update()
        graph.layout()
        let updated = start.elapsedMilliseconds
        let list = graph.makeDisplayList()
        let listed = start.elapsedMilliseconds
        consume(screen.renderer.render(list, size: graph.device.size, scale: graph.device.scale))
        let rastered = start.elapsedMilliseconds
        update = updated
        displayList = listed - updated
        raster = rastered - listed
        bodies = graph.bodyEvaluations - bodiesBefore
        surfaces = screen.renderer.layerSurfacesAllocated - surfacesBefore
        layers = surfaces + screen.renderer.layerSurfacesReused - reusedBefore
        faults = minorPageFaults() - faultsBefore
        resampled = screen.renderer.picturesResampled - resampledBefore
    }
}

/// Reports an interaction's frames as `prefix.frame_p50` and so on: the percentiles of the kept frames, the median
/// of each part on its own (they need not add up to frame_p50), what a frame made anew on average, and the slowest
/// of the `cold` frames (the first round, which builds views and decodes pictures).
@MainActor
func reportFrames(_ prefix: String, kept: [TimedFrame], cold: [TimedFrame]) {
    let totals = kept.map(\.total)
    report("\(prefix).frame_p50", totals.percentile(50), "ms")
    report("\(prefix).frame_p99", totals.percentile(99), "ms")
    report("\(prefix).frame_max", totals.max() ?? 0, "ms")
    report("\(prefix).update_p50", kept.map(\.update).percentile(50), "ms")
    report("\(prefix).displaylist_p50", kept.map(\.displayList).percentile(50), "ms")
    report("\(prefix).raster_p50", kept.map(\.raster).percentile(50), "ms")
    report("\(prefix).bodies_per_frame", kept.map { Double($0.bodies) }.mean, "count")
    report("\(prefix).layers_per_frame", kept.map { Double($0.layers) }.mean, "count")
    report("\(prefix).resampled_per_frame", kept.map { Double($0.resampled) }.mean, "count")
    report("\(prefix).frames", Double(kept.count), "count")
    report("\(prefix).cold_frame_max", cold.map(\.total).max() ?? 0, "ms")
}

/// The process's minor page faults so far (`getrusage`).
func minorPageFaults() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_minflt
}
