import Foundation
@testable import MeadowCore
import MeadowTesting
import Testing
@testable import LandmarksUI
@testable import LauncherUI
import WeatherUI
import WikiUI

@MainActor
@Suite("Scratch leak")
struct ScratchLeakTests {
    @Test("scratch landmarks model freed")
    func modelFreed() async throws {
        var kept: [Int] = []
        for seed in 0..<40 {
            weak var model: ModelData?
            weak var graphWeak: ViewGraph?
            try {
                let landmarks = LandmarksApp()
                model = (Mirror(reflecting: landmarks).children.first { $0.label == "_modelData" }!.value as! State<ModelData>).wrappedValue
                let scene = landmarks.body
                let graph = ViewGraph(rootView: AnyView(scene.rootView), device: .iPhone15, textSystem: FixedMetricsTextSystem(), assetCatalog: try AssetCatalog.forModule(scene.module))
                let storm = InputStorm(graph: graph, seed: UInt64(seed))
                storm.run(events: 200)
                graph.endEditing()
                _ = storm.settle()
                graphWeak = graph
            }()
            if graphWeak != nil || model != nil { kept.append(seed) }
        }
        print("scratch kept: \(kept)")
    }
}
