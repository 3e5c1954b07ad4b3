import Foundation
import MeadowCore

/// Lays out a view for tests without drawing a pixel: the view graph, the laid-out tree and the display list.
@MainActor
public struct LayoutHarness {
    public let graph: ViewGraph

    /// `view` on `device`, its text measured by `textSystem` (by default one with fixed metrics).
    public init<V: View>(
        _ view: V, device: Device = .iPhone15, assetCatalog: AssetCatalog = .empty,
        textSystem: any TextSystem = FixedMetricsTextSystem()
    ) {
        graph = ViewGraph(rootView: view, device: device, textSystem: textSystem, assetCatalog: assetCatalog)
    }

    /// `view` alone on a canvas of `size` points with no safe area, centred as a hosting view centres its root.
    public init<V: View>(
        _ view: V, size: CGSize, scale: CGFloat = 2, assetCatalog: AssetCatalog = .empty,
        textSystem: any TextSystem = FixedMetricsTextSystem()
    ) {
        let device = Device(name: "canvas", size: size, safeAreaInsets: EdgeInsets(), scale: scale)
        self.init(view, device: device, assetCatalog: assetCatalog, textSystem: textSystem)
    }

    /// Every node's kind, frame in root coordinates, text and accessibility identifier.
    public var layoutTree: LayoutNode { graph.layoutTree() }

    /// What the frame draws.
    public var displayList: DisplayList { graph.displayList() }
}
