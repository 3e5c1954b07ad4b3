import Foundation
import MeadowCairo
import MeadowCore

/// An interaction driver whose frames are measured by Pango and drawn by Cairo, as on screen, so a test can
/// compare them with reference images.
@MainActor
public final class SnapshotDriver: InteractionDriver {
    public let screen: ScreenRenderer<CairoRenderer>

    /// Drives `view` on `device`, with colours and images from `assetCatalog`.
    public init<V: View>(_ view: V, device: Device = .iPhone15, assetCatalog: AssetCatalog = .empty) {
        screen = ScreenRenderer(rootView: view, device: device, assetCatalog: assetCatalog)
        super.init(graph: screen.graph)
    }

    /// The frame's pixels now.
    public func snapshot() -> CairoImage { screen.renderImage() }
}
