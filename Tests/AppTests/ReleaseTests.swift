import Foundation
@testable import MeadowCore
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
    /// `scene`'s view graph after a storm of `events` events with `seed`, its editing ended and its animations at rest.
    func graphAfterStorm(of scene: any Scene, seed: UInt64, events: Int = 300) throws -> ViewGraph {
        let graph = ViewGraph(
            rootView: AnyView(scene.rootView), device: .iPhone15, textSystem: FixedMetricsTextSystem(),
            assetCatalog: try AssetCatalog.forModule(scene.module))
        let storm = InputStorm(graph: graph, seed: seed)
        storm.run(events: events)
        graph.endEditing()
        _ = storm.settle()
        return graph
    }

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
            released = try graphAfterStorm(of: scene, seed: 7)
        }()
        RunLoop.main.run(mode: .default, before: Date())
        #expect(released == nil)
    }
}

extension ReleaseTests {
    @Test("The Wiki's library is freed with the app once let go after a storm")
    func wikiLibraryIsFreed() async throws {
        weak var released: AnyObject?
        weak var rootWeak: ViewNode?
        weak var graphWeak: ViewGraph?
        try {
            let app = WikiApplication()
            released = Mirror(reflecting: app).children.first { $0.label == "library" }?.value as AnyObject
            let graph = try graphAfterStorm(of: app.body, seed: 7)
            rootWeak = graph.rootNode
            graphWeak = graph
        }()
        // A cancelled task lets go of what it captured once it runs again and sees it was cancelled, which a loaded
        // machine can put off: under AddressSanitizer, beside a soak, a minute was not always enough. Wait as long
        // as runTasks does unless told; the wait ends as soon as everything is freed.
        await runTasks { graphWeak == nil && rootWeak == nil && released == nil }
        #expect(graphWeak == nil)
        #expect(rootWeak == nil)
        #expect(released == nil)
    }
}

extension ReleaseTests {
    // Storm 0 of the launcher opens Landmarks and pushes a landmark's detail, which reads the model data from the
    // environment: the navigation stack's state then held that environment in a cycle, and every relaunch of the
    // launcher in the soak kept one app's model data.
    @Test("Landmarks' model data is freed with the launcher once let go after a storm that pushed a landmark")
    func landmarksModelIsFreed() throws {
        weak var released: ModelData?
        weak var graphWeak: ViewGraph?
        try {
            let landmarks = LandmarksApp()
            released = try #require(Mirror(reflecting: landmarks).children.first { $0.label == "_modelData" }?.value as? State<ModelData>).wrappedValue
            let scene = LauncherApplication(weather: WeatherApplication(), wiki: WikiApplication(), landmarks: landmarks).body
            graphWeak = try graphAfterStorm(of: scene, seed: 0, events: 200)
        }()
        #expect(graphWeak == nil)
        #expect(released == nil)
    }
}

extension ReleaseTests {
    final class Model: Sendable {}

    @Test("A view's task ends when its graph is let go, and lets go of what it captured")
    func taskEndsWithItsGraph() async throws {
        weak var released: Model?
        do {
            let model = Model()
            released = model
            let view = Color.red.task {
                try? await Task.sleep(for: .seconds(30))
                _ = model
            }
            let graph = ViewGraph(rootView: view, device: .iPhone15, textSystem: FixedMetricsTextSystem(), assetCatalog: .empty)
            graph.update()
            graph.layout()
            try await Task.sleep(for: .milliseconds(50))
        }
        await runTasks { released == nil }
        #expect(released == nil)
    }
}
