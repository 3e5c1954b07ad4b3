import Foundation
import MeadowCore

extension ScreenRenderer where R == CairoRenderer {
    /// A screen showing `rootView` on `device`, with colours and images from `assetCatalog`: text through Pango,
    /// pixels through Cairo.
    public convenience init<Root: View>(rootView: Root, device: Device, assetCatalog: AssetCatalog) {
        let textSystem = PangoTextSystem.shared
        self.init(
            rootView: rootView, device: device, textSystem: textSystem, assetCatalog: assetCatalog,
            renderer: CairoRenderer(textSystem: textSystem))
    }
}
