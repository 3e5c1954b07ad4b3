import Foundation

/// An image or symbol: its natural size, or the proposal when resizable (§2.8).
final class ImageNode: ViewNode {
    enum Content {
        case asset(AssetCatalog.ImageAsset, tint: RGBA?)
        case symbol(String, weight: Int, color: RGBA)
        case missing(String)
    }

    var content: Content = .missing("")
    var naturalSize = CGSize.zero
    var isResizable = false

    override var kind: String { "Image" }

    override var text: String? {
        switch content {
        case .symbol(let name, _, _): name
        case .missing(let name): name
        case .asset: nil
        }
    }

    /// A symbol's natural size for a font: as SF Symbols, about the font's size, a little wider than tall.
    static func symbolSize(for font: Font) -> CGSize {
        CGSize(width: (font.size * 1.2).rounded(), height: (font.size * 1.1).rounded())
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard isResizable else { return naturalSize }
        return CGSize(width: proposal.width ?? naturalSize.width, height: proposal.height ?? naturalSize.height)
    }

    override func render(into list: inout DisplayList) {
        switch content {
        case .asset(let asset, let tint): list.append(.image(asset, frame, tint: tint))
        case .symbol(let name, let weight, let color): list.append(.symbol(name, frame, weight: weight, color))
        case .missing: list.append(.placeholder(frame))
        }
    }
}
