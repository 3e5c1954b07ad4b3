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

    func centre(ofText text: String) throws -> CGPoint {
        guard let node = graph.layoutTree().node(text: text) else { throw WeatherDetailCycles.Failure.missing(text) }
        return CGPoint(x: node.contentFrame.midX, y: node.contentFrame.midY)
    }

    _ = try tapAndDrawFrames(on: screen, at: try centre(ofText: "List"), "List")
    // The back button, at the navigation bar's leading edge below the status bar.
    let back = CGPoint(x: 30, y: device.safeAreaInsets.top + 22)
    var cold: [TimedFrame] = [], kept: [TimedFrame] = []
    for round in 0...runs {
        for row in ["Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail"] {
            let frames = try tapAndDrawFrames(on: screen, at: try centre(ofText: row), row) + tapAndDrawFrames(on: screen, at: back, "back")
            if round == 0 { cold += frames } else { kept += frames }
        }
    }
    reportFrames("landmarks.push_pop", kept: kept, cold: cold)
}
