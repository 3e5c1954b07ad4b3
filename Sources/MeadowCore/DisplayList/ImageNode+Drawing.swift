import Foundation

extension ImageNode: NodeDrawing {
    /// Draws the image, the symbol or a placeholder stretched to the node's bounds; redacted, a box of them.
    func draw(into list: inout DisplayList) {
        if let redactedColor { return list.append(.fill(Path(localBounds), redactedColor, FillStyle())) }
        switch content {
        case .asset(let asset, let tint):
            guard let sampling else { return drawAsset(asset, tint: tint, into: &list) }
            list.group(.custom(AnyGraphicsEffect(sampling))) { drawAsset(asset, tint: tint, into: &$0) }
        case .symbol(let name, let weight, let color, let layers):
            list.append(.symbol(name, localBounds, weight: weight, color, layers: layers))
        case .missing: list.append(.placeholder(localBounds))
        }
    }

    /// The asset stretched to the bounds or, tiled, repeated at its natural size from their top-left corner and
    /// clipped to them. With cap insets it is drawn in nine pieces, as iOS draws a resizable image with cap insets:
    /// the corners at their own size, the edges stretched (tiled) along their length, the centre stretched (tiled)
    /// both ways, each tiled piece repeating from its own top-left corner.
    private func drawAsset(_ asset: AssetCatalog.ImageAsset, tint: RGBA?, into list: inout DisplayList) {
        let size = asset.pointSize
        guard isTiled || capInsets != EdgeInsets(), size.width > 0, size.height > 0, localBounds.size != size else {
            return list.append(.image(asset, localBounds, tint: tint))
        }
        var drewTiles = true
        for piece in pieces(of: size) {
            let tiling = ImageTiling(
                sourceRect: CGRect(
                    x: piece.source.minX / size.width, y: piece.source.minY / size.height,
                    width: piece.source.width / size.width, height: piece.source.height / size.height),
                tileSize: isTiled ? piece.source.size : piece.destination.size, origin: piece.destination.origin)
            list.group(.clip(Path(piece.destination), FillStyle())) {
                drewTiles = drewTiles && tiling.draw(asset, tint: tint, covering: piece.destination, into: &$0)
            }
        }
        guard drewTiles else {
            WarningLog.ignoredArguments.once("resizable(resizingMode: .tile): more than \(Int(ImageTiling.maximumTiles)) tiles; the image stretches")
            return list.append(.image(asset, localBounds, tint: tint))
        }
    }

    /// The pieces the cap insets cut an image of `size` into, each a part of the image (in its points) and where it
    /// is drawn in the bounds; pieces with nothing in them left out.
    private func pieces(of size: CGSize) -> [(source: CGRect, destination: CGRect)] {
        let leading = min(capInsets.leading, size.width), top = min(capInsets.top, size.height)
        let trailing = min(capInsets.trailing, size.width - leading), bottom = min(capInsets.bottom, size.height - top)
        let sourceX = [0, leading, size.width - trailing, size.width]
        let sourceY = [0, top, size.height - bottom, size.height]
        let bounds = localBounds
        let destinationX = [bounds.minX, bounds.minX + leading, max(bounds.maxX - trailing, bounds.minX + leading), bounds.maxX]
        let destinationY = [bounds.minY, bounds.minY + top, max(bounds.maxY - bottom, bounds.minY + top), bounds.maxY]
        var pieces: [(source: CGRect, destination: CGRect)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(
                    x: sourceX[column], y: sourceY[row], width: sourceX[column + 1] - sourceX[column],
                    height: sourceY[row + 1] - sourceY[row])
                let destination = CGRect(
                    x: destinationX[column], y: destinationY[row], width: destinationX[column + 1] - destinationX[column],
                    height: destinationY[row + 1] - destinationY[row])
                guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else { continue }
                pieces.append((source, destination))
            }
        }
        return pieces
    }
}
