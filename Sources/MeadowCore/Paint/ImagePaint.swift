import Foundation

/// A shape style that fills a shape by repeating a region of an image, as SwiftUI's `ImagePaint`.
///
/// Each tile shows `sourceRect` (unit coordinates of the image) at the image's natural size times that rect's size
/// times `scale`, and the tiles repeat from the top-left corner of the filled view's bounds, as SwiftUI lays the
/// paint out in the shape view's frame; a stroke shows the same tiles where it covers. A missing image fills with
/// the missing-image placeholder; a symbol repeats whole
/// in the foreground colour.
public struct ImagePaint: ShapeStyle {
    /// The image repeated.
    public var image: Image
    /// The part of the image each tile shows, in unit coordinates: (0, 0, 1, 1) is the whole image.
    public var sourceRect: CGRect
    /// How much larger than the image's natural size each tile is drawn.
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    /// Where one colour stands for the paint (text, symbols): the foreground colour.
    public func resolveColor(in environment: EnvironmentValues) -> RGBA {
        (environment.foregroundColor ?? .primary).resolve(in: environment)
    }

    /// Fills `path` with the tiles laid out from the top-left corner of `bounds`, the filled view's.
    func fill(
        _ path: Path, _ fillStyle: FillStyle, laidOutIn bounds: CGRect, environment: EnvironmentValues,
        into list: inout DisplayList
    ) {
        let (content, naturalSize) = image.resolve(in: environment)
        let tileSize = CGSize(
            width: naturalSize.width * sourceRect.width * scale, height: naturalSize.height * sourceRect.height * scale)
        let painted = path.boundingRect
        let tiling = ImageTiling(sourceRect: sourceRect, tileSize: tileSize, origin: bounds.origin)
        switch content {
        case .asset(let asset, let tint):
            var drewTiles = true
            list.group(.clip(path, fillStyle)) { drewTiles = tiling.draw(asset, tint: tint, covering: painted, into: &$0) }
            if !drewTiles {
                WarningLog.ignoredArguments.once("ImagePaint: more than \(Int(ImageTiling.maximumTiles)) tiles; the shape is filled with its colour")
                list.append(.fill(path, resolveColor(in: environment), fillStyle))
            }
        case .symbol(let name, let weight, let color, let layers):
            list.group(.clip(path, fillStyle)) { tiles in
                for tile in tiling.tileRects(covering: painted) ?? [] {
                    tiles.append(.symbol(name, tile, weight: weight, color, layers: layers))
                }
            }
        case .missing:
            list.group(.clip(path, fillStyle)) { $0.append(.placeholder(painted)) }
        }
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A shape style that repeats `sourceRect` of `image` at `scale`, as SwiftUI's
    /// `.image(_:sourceRect:scale:)`.
    public static func image(
        _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    ) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
