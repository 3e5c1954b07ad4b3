import Foundation

extension ImageNode: NodeDrawing {
    /// Draws the image, the symbol or a placeholder stretched to the node's bounds; redacted, a box of them.
    func draw(into list: inout DisplayList) {
        if let redactedColor { return list.append(.fill(Path(localBounds), redactedColor, FillStyle())) }
        switch content {
        case .asset(let asset, let tint):
            guard let sampling else { return drawAsset(asset, tint: tint, into: &list) }
            list.group(.custom(AnyGraphicsEffect(sampling))) { drawAsset(asset, tint: tint, into: &$0) }
        case .symbol(let name, let weight, let color): list.append(.symbol(name, localBounds, weight: weight, color))
        case .missing: list.append(.placeholder(localBounds))
        }
    }

    /// The most tiles a tiled image draws: past them (a tiny image over a large frame) it stretches.
    static let maximumTiles: CGFloat = 4096

    /// The asset stretched to the bounds or, tiled, repeated at its natural size from their top-left corner and
    /// clipped to them.
    private func drawAsset(_ asset: AssetCatalog.ImageAsset, tint: RGBA?, into list: inout DisplayList) {
        let tile = asset.pointSize
        guard isTiled, tile.width > 0, tile.height > 0, localBounds.size != tile else {
            return list.append(.image(asset, localBounds, tint: tint))
        }
        let count = (localBounds.width / tile.width).rounded(.up) * (localBounds.height / tile.height).rounded(.up)
        guard count <= Self.maximumTiles else {
            WarningLog.ignoredArguments.once("resizable(resizingMode: .tile): more than \(Int(Self.maximumTiles)) tiles; the image stretches")
            return list.append(.image(asset, localBounds, tint: tint))
        }
        list.group(.clip(Path(localBounds), FillStyle())) { tiles in
            for y in stride(from: 0, to: localBounds.height, by: tile.height) {
                for x in stride(from: 0, to: localBounds.width, by: tile.width) {
                    tiles.append(.image(asset, CGRect(origin: CGPoint(x: x, y: y), size: tile), tint: tint))
                }
            }
        }
    }
}
