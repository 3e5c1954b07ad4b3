import Foundation
import MeadowCairo
import MeadowCore

/// Lays out and renders a view headless, for tests: the laid-out tree, the display list and the pixels.
@MainActor
public struct ViewHarness {
    public let screen: ScreenRenderer

    /// `view` on `device`, with colours and images from `assetCatalog`.
    public init<V: View>(_ view: V, device: Device = .iPhone15, assetCatalog: AssetCatalog = .empty) {
        screen = ScreenRenderer(rootView: view, device: device, assetCatalog: assetCatalog)
    }

    /// `view` alone on a canvas of `size` points with no safe area, centred as a hosting view centres its root.
    public init<V: View>(_ view: V, size: CGSize, scale: CGFloat = 2, assetCatalog: AssetCatalog = .empty) {
        let device = Device(name: "canvas", size: size, safeAreaInsets: EdgeInsets(), scale: scale)
        self.init(view, device: device, assetCatalog: assetCatalog)
    }

    /// Every node's kind, frame in root coordinates, text and accessibility identifier.
    public var layoutTree: LayoutNode { screen.graph.layoutTree() }

    /// What the frame draws.
    public var displayList: DisplayList { screen.graph.displayList() }

    /// The frame's pixels.
    public func renderImage() -> CairoImage { screen.renderImage() }
}
