import CCairo
import Foundation
import MeadowCore

extension CairoRenderer {
    /// Decodes or resamples at once every picture the frame being drawn shows on its canvas and has not decoded,
    /// or resampled where it lands, yet (`ImageCache.prepare`), when drawing meets the first of them, once a frame:
    /// the first frame of a screen of pictures, or of the same pictures a fraction of a pixel elsewhere, prepares
    /// them on both cores instead of one after another.
    func prepareFramePictures() {
        // `previous` already holds the frame being drawn: it is set before drawing starts.
        guard !preparedFramePictures, let frame = previous else { return }
        preparedFramePictures = true
        var pictures: [ImageCache.FramePicture] = []
        Self.pictures(
            in: frame.list, visible: CGRect(origin: .zero, size: frame.canvas.size), origin: .zero,
            scale: frame.canvas.scale, into: &pictures)
        images.prepare(pictures)
    }

    /// The pixel size `asset`'s header declares for `file`, one of its scales.
    static func pixelSize(of asset: AssetCatalog.ImageAsset, file: (url: URL, scale: Int)) -> CGSize {
        CGSize(width: asset.pointSize.width * CGFloat(file.scale), height: asset.pointSize.height * CGFloat(file.scale))
    }

    /// The pictures `list` draws within `visible` (in the list's points) at `scale`, its groups' included: the
    /// items `draw(_:cr:scale:)` does not pass over, give or take what a transform moves. The list's points start
    /// at `origin` on the canvas, unknown (nil) under a transform; where an untinted picture lands on the pixel
    /// grid is known with it.
    static func pictures(
        in list: DisplayList, visible: CGRect, origin: CGPoint?, scale: CGFloat, into pictures: inout [ImageCache.FramePicture]
    ) {
        for item in list.items where item.bounds.intersects(visible) {
            switch item {
            case .image(let asset, let rect, let tint):
                guard let file = asset.file(forScale: scale) else { continue }
                let device = origin.map {
                    CGRect(x: ($0.x + rect.minX) * scale, y: ($0.y + rect.minY) * scale, width: rect.width * scale, height: rect.height * scale)
                }
                let placement = tint == nil ? device.flatMap(PixelPlacement.init(device:)) : nil
                pictures.append(ImageCache.FramePicture(url: file.url, pixelSize: pixelSize(of: asset, file: file), placement: placement))
            case .group(let effect, let inner):
                let innerOrigin = innerOrigin(origin, inside: effect, isAnimating: inner.isAnimating, scale: scale)
                Self.pictures(
                    in: inner, visible: visibleRect(visible, inside: effect), origin: innerOrigin, scale: scale,
                    into: &pictures)
            default:
                break
            }
        }
    }

    /// Where a group's content starts on the canvas, its list starting at `origin`: moved by an offset (to a
    /// whole device pixel while an animation moves it, as `drawSliding` and `drawScrolled` draw it), unknown under
    /// a transform or projection.
    private static func innerOrigin(
        _ origin: CGPoint?, inside effect: DisplayEffect, isAnimating: Bool, scale: CGFloat
    ) -> CGPoint? {
        switch effect {
        case .offset(let offset):
            origin.map {
                let moved = CGPoint(x: $0.x + offset.width, y: $0.y + offset.height)
                guard isAnimating else { return moved }
                return CGPoint(x: (moved.x * scale).rounded() / scale, y: (moved.y * scale).rounded() / scale)
            }
        case .transform, .projection: nil
        default: origin
        }
    }

    /// What of a group's content can show within `visible` of its parent, in the content's points: all of it under
    /// a transform or projection, which this does not invert.
    private static func visibleRect(_ visible: CGRect, inside effect: DisplayEffect) -> CGRect {
        switch effect {
        case .offset(let offset):
            visible.offsetBy(dx: -offset.width, dy: -offset.height)
        case .clip(let path, _):
            visible.intersection(path.boundingRect)
        case .blur(let radius):
            visible.insetBy(dx: -DisplayItem.blurReach * radius, dy: -DisplayItem.blurReach * radius)
        case .shadow(_, let radius, let offset):
            visible.union(visible.offsetBy(dx: -offset.width, dy: -offset.height))
                .insetBy(dx: -DisplayItem.blurReach * radius, dy: -DisplayItem.blurReach * radius)
        case .transform, .projection:
            .infinite
        case .opacity, .colorMatrix, .blendMode, .mask:
            visible
        }
    }
}
