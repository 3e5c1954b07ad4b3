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

    /// Every node's kind, frame in root coordinates, text and accessibility identifier. The harness is a host:
    /// reading this runs a frame's first phases (update, then layout) before it reads the graph's tree.
    public var layoutTree: LayoutNode {
        graph.update()
        graph.layout()
        return graph.layoutTree()
    }

    /// The accessibility tree, as VoiceOver would read the screen; reading it runs update and layout first.
    public var accessibilityTree: AccessibilityNode {
        graph.update()
        graph.layout()
        return graph.accessibilityTree()
    }

    /// What the frame draws: the harness runs the phases of a frame in order (update, layout, display list).
    public var displayList: DisplayList {
        graph.update()
        graph.layout()
        return graph.makeDisplayList()
    }
}
