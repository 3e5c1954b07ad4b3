import Foundation
import MeadowCore

/// Renders a view graph's frames headless: layout, display list, then Cairo pixels at the device's scale.
@MainActor
public final class ScreenRenderer {
    public let graph: ViewGraph
    public let renderer: CairoRenderer

    /// A screen showing `rootView` on `device`, with colours and images from `assetCatalog`.
    public init<Root: View>(rootView: Root, device: Device, assetCatalog: AssetCatalog) {
        let textSystem = PangoTextSystem.shared
        graph = ViewGraph(rootView: rootView, device: device, textSystem: textSystem, assetCatalog: assetCatalog)
        renderer = CairoRenderer(textSystem: textSystem)
    }

    /// Runs the phases of a frame in order (update the graph, lay out, build the display list) and returns the
    /// display list.
    public func makeFrame() -> DisplayList {
        graph.update()
        graph.layout()
        return graph.makeDisplayList()
    }

    /// The current frame as pixels.
    public func renderImage() -> CairoImage {
        renderer.render(makeFrame(), size: graph.device.size, scale: graph.device.scale)
    }
}
