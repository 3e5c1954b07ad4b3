import Foundation
import LandmarksUI
import Meadow
import MeadowCairo

/// Landmarks' List tab, as the window scripts `landmarks-favorites.sh` and `landmarks-tabs.sh` drive the app: the
/// Favorites only switch flipped on and off (the rows that go collapse, the others move up; then back), and the tab
/// bar switched between Featured and List, `runs` times each after one cold round, on one long-lived
/// `ScreenRenderer`; each frame timed part by part (`TimedFrame`). The List tab's first showing, before them all, is
/// reported on its own (`first_show_*`).
@MainActor
func runLandmarksFilterAndTabsBenchmark(device: Device, runs: Int = 4) throws {
    let scene = LandmarksApp().body
    let screen = ScreenRenderer(rootView: AnyView(scene.rootView), device: device, assetCatalog: try AssetCatalog.forModule(scene.module))
    consume(screen.renderImage())

    func centre(of node: LayoutNode?, _ what: String) throws -> CGPoint {
        guard let node else { throw WeatherDetailCycles.Failure.missing(what) }
        return CGPoint(x: node.contentFrame.midX, y: node.contentFrame.midY)
    }
    /// The tab bar's item titled `title`: the lowest text of that title (the Featured page's title is one too).
    func tab(_ title: String) throws -> CGPoint {
        let texts = screen.graph.layoutTree().allNodes.filter { $0.text == title }
        return try centre(of: texts.max { $0.frame.midY < $1.frame.midY }, "the \(title) tab")
    }
    let list = try tab("List")
    let featured = try tab("Featured")
    let firstShow = try tapAndDrawFrames(on: screen, at: list, "List")
    let toggle = try centre(of: screen.graph.layoutTree().node(kind: .toggleSwitch), "the Favorites only switch")

    var filterCold: [TimedFrame] = [], filterKept: [TimedFrame] = []
    var tabsCold: [TimedFrame] = [], tabsKept: [TimedFrame] = []
    for round in 0...runs {
        let filtering = try tapAndDrawFrames(on: screen, at: toggle, "Favorites only")
            + tapAndDrawFrames(on: screen, at: toggle, "Favorites only")
        let switching = try tapAndDrawFrames(on: screen, at: featured, "Featured") + tapAndDrawFrames(on: screen, at: list, "List")
        if round == 0 {
            filterCold += filtering
            tabsCold += switching
        } else {
            filterKept += filtering
            tabsKept += switching
        }
    }
    reportFrames("landmarks.favorites_filter", kept: filterKept, cold: filterCold)
    reportFrames("landmarks.tab_switch", kept: tabsKept, cold: tabsCold)
    // The List tab shown for the first time, as the window script's first tap shows it: its pictures are decoded
    // and resampled in this frame.
    if let slowest = firstShow.max(by: { $0.total < $1.total }) {
        report("landmarks.tab_switch.first_show_frame", slowest.total, "ms")
        report("landmarks.tab_switch.first_show_raster", slowest.raster, "ms")
        report("landmarks.tab_switch.first_show_resampled", Double(slowest.resampled), "count")
    }
}
