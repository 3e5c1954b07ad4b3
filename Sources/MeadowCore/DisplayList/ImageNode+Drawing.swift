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

    /// The asset stretched to the bounds or, tiled, repeated at its natural size from their top-left corner and
    /// clipped to them.
    private func drawAsset(_ asset: AssetCatalog.ImageAsset, tint: RGBA?, into list: inout DisplayList) {
        let tile = asset.pointSize
        guard isTiled, tile.width > 0, tile.height > 0, localBounds.size != tile else {
            return list.append(.image(asset, localBounds, tint: tint))
        }
        let tiling = ImageTiling(tileSize: tile, origin: localBounds.origin)
        var drewTiles = true
        list.group(.clip(Path(localBounds), FillStyle())) {
            drewTiles = tiling.draw(asset, tint: tint, covering: localBounds, into: &$0)
        }
        guard drewTiles else {
            WarningLog.ignoredArguments.once("resizable(resizingMode: .tile): more than \(Int(ImageTiling.maximumTiles)) tiles; the image stretches")
            return list.append(.image(asset, localBounds, tint: tint))
        }
    }
}
