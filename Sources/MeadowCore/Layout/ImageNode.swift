import Foundation

/// An image or symbol: its natural size, or the proposal when resizable, each proposed dimension at least the cap
/// insets across it (§2.8).
final class ImageNode: ViewNode {
    enum Content {
        case asset(AssetCatalog.ImageAsset, tint: RGBA?)
        /// A symbol in its foreground colour; `layers` its layers' colours under a rendering mode that tells them
        /// apart, nil in monochrome.
        case symbol(String, weight: Int, color: RGBA, layers: SymbolPalette?)
        case missing(String)
    }

    /// The size a missing image asset's placeholder takes before any frame: a 20-point square, big enough to be
    /// seen.
    static let missingAssetSize = CGSize(width: 20, height: 20)

    var content: Content = .missing("")
    var naturalSize = CGSize.zero
    var isResizable = false
    var capInsets = EdgeInsets()
    /// Whether the image repeats at its natural size across its frame (`resizable(resizingMode: .tile)`).
    var isTiled = false
    /// How its pixels are sampled (`interpolation(_:)`, `antialiased(_:)`); nil for the renderer's default.
    var sampling: ImageSamplingEffect?
    /// What a screen reader calls the image; nil for a decorative one.
    var spokenLabel: String?
    /// The colour of the box a redacted image is drawn as (`redacted(reason:)`); nil when it is drawn as it is.
    var redactedColor: RGBA?

    override var kind: LayoutNode.Kind { .image }

    override var text: String? {
        switch content {
        case .symbol(let name, _, _, _): name
        case .missing(let name): name
        case .asset: nil
        }
    }

    /// A symbol's natural width per point of font size: SF Symbols are a little wider than the font is tall.
    static let symbolWidthPerPoint: CGFloat = 1.2
    /// A symbol's natural height per point of font size: a little over the font's size, as SF Symbols reach above
    /// cap height and below the baseline.
    static let symbolHeightPerPoint: CGFloat = 1.1

    /// A symbol's natural size for a font: as SF Symbols, about the font's size, a little wider than tall, times
    /// the image scale's factor.
    static func symbolSize(for font: Font, scale: Image.Scale) -> CGSize {
        let size = font.size * scale.factor
        return CGSize(width: (size * symbolWidthPerPoint).rounded(), height: (size * symbolHeightPerPoint).rounded())
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard isResizable else { return naturalSize }
        return CGSize(
            width: proposal.width.map { max($0, capInsets.horizontal) } ?? naturalSize.width,
            height: proposal.height.map { max($0, capInsets.vertical) } ?? naturalSize.height)
    }

    override func drawsContent(at point: CGPoint) -> Bool { frame.contains(point) }
}

extension LayoutNode.Kind {
    /// A `Image` node of the laid-out tree.
    public static let image = Self("Image")
}
