import Meadow
import MeadowCairo
import WeatherUI

/// The screen measured: the Weather app's home screen on an iPhone 15 at scale 2 (786 × 1704 pixels).
@MainActor
struct WeatherHome {
    let device = Device.iPhone15
    let catalog: AssetCatalog

    /// Reads the Weather assets from the resource bundle SwiftPM copies beside the executable.
    init() throws {
        catalog = try AssetCatalog.forModule("WeatherUI")
    }

    /// A fresh graph of the app's root view, not yet built; without `textSystem`, the shared, caching one.
    func makeGraph(textSystem: PangoTextSystem? = nil) -> ViewGraph {
        ViewGraph(
            rootView: AnyView(WeatherApplication().body.rootView), device: device,
            textSystem: textSystem ?? .shared, assetCatalog: catalog)
    }

    /// A graph built and laid out.
    func laidOutGraph() -> ViewGraph {
        let graph = makeGraph()
        graph.update()
        graph.layout()
        return graph
    }
}
