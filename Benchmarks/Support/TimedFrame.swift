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
    var total: Double { update + displayList + raster }

    /// Draws the screen's next frame, its clock already stepped, and times it.
    init(drawnOn screen: ScreenRenderer<CairoRenderer>) {
        let graph = screen.graph
        let bodiesBefore = graph.bodyEvaluations
        let surfacesBefore = screen.renderer.layerSurfacesAllocated
        let reusedBefore = screen.renderer.layerSurfacesReused
        let faultsBefore = minorPageFaults()
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
    }
}

/// The process's minor page faults so far (`getrusage`).
func minorPageFaults() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_minflt
}
