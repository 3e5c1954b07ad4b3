import Foundation

/// An image repeated at a tile size from an origin, as iOS tiles an image: a resizable image with
/// `resizingMode: .tile` and `ImagePaint` both draw through it.
struct ImageTiling {
    /// The part of the image each tile shows, in unit coordinates of the image (`ImagePaint.sourceRect`).
    var sourceRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The size each tile is drawn at.
    var tileSize: CGSize
    /// A tile's top-left corner: the tiles repeat from it in every direction.
    var origin: CGPoint

    /// The most tiles drawn: past them (a tiny tile over a large rect) the caller draws otherwise.
    static let maximumTiles: CGFloat = 4096

    /// The range of tile indices along one axis whose tiles meet `low..<high`.
    private func indices(from low: CGFloat, to high: CGFloat, origin: CGFloat, step: CGFloat) -> ClosedRange<Int>? {
        guard step > 0, high > low else { return nil }
        let first = ((low - origin) / step).rounded(.down), last = ((high - origin) / step).rounded(.up) - 1
        guard first.isFinite, last.isFinite, last >= first else { return nil }
        return Int(first)...Int(last)
    }

    /// The tiles that meet `rect`, or nil when there are more than `maximumTiles`.
    func tileRects(covering rect: CGRect) -> [CGRect]? {
        guard let columns = indices(from: rect.minX, to: rect.maxX, origin: origin.x, step: tileSize.width),
            let rows = indices(from: rect.minY, to: rect.maxY, origin: origin.y, step: tileSize.height)
        else { return [] }
        guard CGFloat(columns.count) * CGFloat(rows.count) <= Self.maximumTiles else { return nil }
        return rows.flatMap { row in
            columns.map { column in
                CGRect(
                    x: origin.x + CGFloat(column) * tileSize.width, y: origin.y + CGFloat(row) * tileSize.height,
                    width: tileSize.width, height: tileSize.height)
            }
        }
    }

    /// Appends `asset`'s tiles that meet `rect`, whole (the caller clips them), tinted by `tint` when it is a
    /// template; false, appending nothing, when there are more than `maximumTiles`.
    func draw(
        _ asset: AssetCatalog.ImageAsset, tint: RGBA?, covering rect: CGRect, into list: inout DisplayList
    ) -> Bool {
        guard let tiles = tileRects(covering: rect) else { return false }
        let isWhole = sourceRect == CGRect(x: 0, y: 0, width: 1, height: 1)
        for tile in tiles {
            guard !isWhole else {
                list.append(.image(asset, tile, tint: tint))
                continue
            }
            // The whole image, scaled so that its source rect covers the tile, seen through the tile.
            let imageSize = CGSize(width: tileSize.width / sourceRect.width, height: tileSize.height / sourceRect.height)
            let image = CGRect(
                x: tile.minX - sourceRect.minX * imageSize.width, y: tile.minY - sourceRect.minY * imageSize.height,
                width: imageSize.width, height: imageSize.height)
            list.group(.clip(Path(tile), FillStyle())) { $0.append(.image(asset, image, tint: tint)) }
        }
        return true
    }
}
