import Foundation

/// An image from the asset catalog or the symbol set, as SwiftUI's `Image`.
///
/// Not resizable, it keeps its natural size (a symbol's follows the font, as SF Symbols do); `resizable()` makes
/// it take the size it is offered.
public struct Image: View, PrimitiveView {
    enum Source: Hashable {
        case asset(String)
        case symbol(String)
        /// Pixels decoded from bytes (`AsyncImage`, `UIImage(data:)`), kept as a file (`ImageDataStore`).
        case decoded(AssetCatalog.ImageAsset)
    }

    /// How an image's colours are used, as SwiftUI's `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case original
        case template
    }

    /// How a resizable image fills its frame, as SwiftUI's `Image.ResizingMode`.
    public enum ResizingMode: Hashable, Sendable {
        case tile
        case stretch
    }

    let source: Source
    var isResizable = false
    var capInsets = EdgeInsets()
    var renderingMode: TemplateRenderingMode?
    /// How a symbol colours its layers when set on the image (`symbolRenderingMode(_:)`); nil for the
    /// environment's.
    var symbolRenderingMode: SymbolRenderingMode?
    /// How the image is sampled at another size (`interpolation(_:)`); nil for the renderer's default.
    var interpolation: Interpolation?
    /// Whether its edges are smoothed (`antialiased(_:)`).
    var isAntialiased = true
    /// Whether a resizable image repeats at its own size rather than stretching (`resizingMode: .tile`).
    var isTiled = false
    /// Whether the image is only decoration, which assistive technologies ignore (`init(decorative:bundle:)`).
    var isDecorative = false
    /// What a screen reader calls the image when it was given a label (`init(_:scale:orientation:label:)`).
    var label: String?

    /// The image asset named `name`. Nonisolated, as SwiftUI's, so a model type can make one (the tutorial's
    /// `Landmark.image`). The catalog is the app's whatever `bundle` is named: Meadow reads one catalog per app.
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
        source = .asset(name)
    }

    /// The image asset named `name`, ignored by assistive technologies, as SwiftUI's `init(decorative:bundle:)`.
    nonisolated public init(decorative name: String, bundle: Bundle? = nil) {
        source = .asset(name)
        isDecorative = true
    }

    /// An image of PNG or JPEG pixels, as the images `AsyncImage` loads and `Image(uiImage:)` of a
    /// `UIImage(data:)`.
    package init(decoded asset: AssetCatalog.ImageAsset) {
        source = .decoded(asset)
    }

    /// The symbol named `systemName` (an SF Symbol name), drawn from the project's symbol set.
    nonisolated public init(systemName: String) {
        source = .symbol(systemName)
    }

    /// The symbol named `systemName` at a variable value from 0 to 1, as SwiftUI's
    /// `init(systemName:variableValue:)`: SF Symbols dim the variable layers past the value (a Wi-Fi symbol's
    /// arcs); Meadow's symbols have no variable layers, so the whole symbol is drawn.
    nonisolated public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    public typealias Body = Never

    /// This image, sized to fill the space it is offered, but never smaller than its cap insets (§2.8). With
    /// `.tile` it repeats at its own size from the frame's top-left corner, as iOS tiles an image, the last
    /// row and column cut at the frame's edges. Cap insets keep the corners they mark at their own size and
    /// stretch (or tile) the edges between them along their length and the centre both ways, as iOS draws a
    /// resizable image with cap insets.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        image.capInsets = capInsets
        image.isTiled = resizingMode == .tile
        return image
    }

    /// This image drawn in its own colours or as a template tinted with the foreground colour.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let imageNode = node.reused { ImageNode() }
        imageNode.isResizable = isResizable
        imageNode.capInsets = capInsets
        imageNode.isTiled = isTiled
        imageNode.sampling =
            interpolation != nil || !isAntialiased
            ? ImageSamplingEffect(interpolation: interpolation ?? .medium, isAntialiased: isAntialiased) : nil
        imageNode.spokenLabel = isDecorative ? nil : label ?? source.spokenLabel
        (imageNode.content, imageNode.naturalSize) = resolve(in: context.environment)
        imageNode.redactedColor = context.environment.isRedacted ? Self.redactedColor(in: context.environment) : nil
        return imageNode
    }

    /// The box a redacted image is drawn as: the foreground colour made faint, as a redacted text's bars.
    static func redactedColor(in environment: EnvironmentValues) -> RGBA {
        let foreground = (environment.foregroundColor ?? .primary).resolve(in: environment)
        return foreground.withAlpha(foreground.alpha * RedactionReasons.placeholderOpacity)
    }

    /// What the image draws in `environment` and its natural size: the asset in its colour scheme's and contrast's
    /// appearance (tinted when a template), the symbol in the environment's font weight and foreground colour, or a
    /// missing one's placeholder.
    func resolve(in environment: EnvironmentValues) -> (ImageNode.Content, CGSize) {
        let foreground = (environment.foregroundColor ?? .primary).resolve(in: environment)
        switch source {
        case .asset(let name):
            let asset = environment.assetCatalog.image(named: name)?.appearance(
                environment.colorScheme, contrast: environment.colorSchemeContrast)
            let content = asset.map { ImageNode.Content.asset($0, tint: renderingMode == .template ? foreground : nil) }
            return (content ?? .missing(name), asset?.pointSize ?? ImageNode.missingAssetSize)
        case .decoded(let asset):
            return (.asset(asset, tint: renderingMode == .template ? foreground : nil), asset.pointSize)
        case .symbol(let name):
            let font = (environment.font ?? .body).sized(for: environment.dynamicTypeSize)
            let weight = (environment.fontWeight ?? font.weight).value
            // A symbol drawn in its own colours is its multicolour version, as iOS 14's `renderingMode(.original)`.
            let mode = symbolRenderingMode ?? (renderingMode == .original ? .multicolor : environment.symbolRenderingMode)
            let layers = mode?.palette(primary: foreground, in: environment)
            return (
                .symbol(name, weight: weight, color: foreground, layers: layers),
                ImageNode.symbolSize(for: font, scale: environment.imageScale)
            )
        }
    }
}
