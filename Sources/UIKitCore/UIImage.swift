import Foundation
import MeadowCore

/// An image, as UIKit's `UIImage`: a reference to an image asset in the app's asset catalog or to a symbol, which
/// SwiftUI's `Image(uiImage:)` draws as `Image(_:)` or `Image(systemName:)` would, or PNG or JPEG pixels.
///
/// The asset or symbol is looked up when the image is drawn, as `Image(_:)` looks up its name: a name that is
/// missing then draws a placeholder and logs once, instead of making the initialiser return nil.
public final class UIImage: Sendable {
    /// What the image shows.
    @_spi(MeadowHost)
    public enum Content: Hashable, Sendable {
        /// The image asset of this name in the app's asset catalog.
        case asset(String)
        /// The symbol of this name (Meadow's symbol set stands in for SF Symbols).
        case symbol(String)
        /// PNG or JPEG pixels made from bytes (`init(data:)`), kept as a file the renderer decodes.
        case decoded(AssetCatalog.ImageAsset)
    }

    @_spi(MeadowHost)
    public let content: Content

    init(content: Content) { self.content = content }

    /// The image asset named `name` in the app's asset catalog; nil for an empty name.
    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.init(content: .asset(name))
    }

    /// The image set `resource` names, as UIKit's `init(resource:)` for the symbols Xcode generates.
    public convenience init(resource: ImageResource) {
        self.init(content: .asset(resource.name))
    }

    /// The image in PNG or JPEG `data`, one pixel to a point; nil when the data is neither, as UIKit's
    /// `init(data:)`.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in PNG or JPEG `data`, `scale` pixels to a point; nil when the data is neither, as UIKit's
    /// `init(data:scale:)`. Only the header is read here; the pixels are decoded when the image is drawn, and
    /// data whose body is damaged draws the placeholder of a missing image.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let asset = ImageDataStore.asset(for: data, scale: scale) else { return nil }
        self.init(content: .decoded(asset))
    }

    /// The symbol named `name`; nil for an empty name.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(content: .symbol(name))
    }
}
