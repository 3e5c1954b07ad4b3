import Foundation
import MeadowCore
import MeadowTesting
import Testing
import WikiUI

@testable import LandmarksUI
@testable import LauncherUI
@testable import WeatherUI
@testable import WikiUI

// Issue 9's soak relaunches apps: a view graph let go after a storm must be freed with everything it built, or each
// relaunch leaks a whole app.
@MainActor
@Suite("Letting go of an app")
struct ReleaseTests {
    @Test("Each app's view graph is freed once let go after a storm", arguments: ["Weather", "Wiki", "Landmarks", "Launcher"])
    func graphIsFreed(app: String) throws {
        weak var released: ViewGraph?
        try {
            let scene: any Scene = switch app {
            case "Weather": WeatherApplication().body
            case "Wiki": WikiApplication().body
            case "Landmarks": LandmarksApp().body
            default: LauncherApplication().body
            }
            let catalog = try AssetCatalog.forModule(scene.module)
            let graph = ViewGraph(rootView: AnyView(scene.rootView), device: .iPhone15, textSystem: FixedMetricsTextSystem(), assetCatalog: catalog)
            let storm = InputStorm(graph: graph, seed: 7)
            storm.run(events: 300)
            graph.endEditing()
            _ = storm.settle()
            released = graph
        }()
        RunLoop.main.run(mode: .default, before: Date())
        #expect(released == nil)
    }
}
