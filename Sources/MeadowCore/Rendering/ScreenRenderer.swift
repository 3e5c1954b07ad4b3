import Foundation

/// Renders a view graph's frames headless: the phases of a frame in order (update, layout, display list), then
/// the renderer's pixels at the device's scale.
@MainActor
public final class ScreenRenderer<R: Renderer> {
    public let graph: ViewGraph
    public let renderer: R

    /// A screen showing `rootView` on `device`, measuring text with `textSystem` and drawing with `renderer`.
    public init<Root: View>(
        rootView: Root, device: Device, textSystem: any TextSystem, assetCatalog: AssetCatalog, renderer: R
    ) {
        graph = ViewGraph(rootView: rootView, device: device, textSystem: textSystem, assetCatalog: assetCatalog)
        self.renderer = renderer
    }

    /// Runs the phases of a frame in order (update the graph, lay out, build the display list) and returns the
    /// display list.
    public func makeFrame() -> DisplayList {
        graph.update()
        graph.layout()
        return graph.makeDisplayList()
    }

    /// The current frame as pixels, on the window's background (white, or black in dark mode).
    public func renderImage() -> R.Image {
        let frame = makeFrame()
        return renderer.render(frame, size: graph.device.size, scale: graph.device.scale, background: graph.backgroundColor)
    }
}
