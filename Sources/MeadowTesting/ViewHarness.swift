import Foundation
import MeadowCairo
import MeadowCore

/// Lays out and renders a view headless, for tests: the laid-out tree, the display list and the pixels.
@MainActor
public struct ViewHarness {
    public let screen: ScreenRenderer<CairoRenderer>

    /// `view` on `device`, with colours and images from `assetCatalog`.
    public init<V: View>(_ view: V, device: Device = .iPhone15, assetCatalog: AssetCatalog = .empty) {
        screen = ScreenRenderer(rootView: view, device: device, assetCatalog: assetCatalog)
    }

    /// `view` alone on a canvas of `size` points with no safe area, centred as a hosting view centres its root.
    public init<V: View>(_ view: V, size: CGSize, scale: CGFloat = 2, assetCatalog: AssetCatalog = .empty) {
        let device = Device(name: "canvas", size: size, safeAreaInsets: EdgeInsets(), scale: scale)
        self.init(view, device: device, assetCatalog: assetCatalog)
    }

    /// Every node's kind, frame in root coordinates, text and accessibility identifier. The harness is a host:
    /// reading this draws a frame's first phases (update, then layout) before it reads the graph's tree.
    public var layoutTree: LayoutNode {
        screen.graph.update()
        screen.graph.layout()
        return screen.graph.layoutTree()
    }

    /// The accessibility tree, as VoiceOver would read the screen; reading it runs update and layout first.
    public var accessibilityTree: AccessibilityNode {
        screen.graph.update()
        screen.graph.layout()
        return screen.graph.accessibilityTree()
    }

    /// What the frame draws: the harness runs the phases of a frame in order (update, layout, display list).
    public var displayList: DisplayList { screen.makeFrame() }

    /// The frame's pixels.
    public func renderImage() -> CairoImage { screen.renderImage() }
}
