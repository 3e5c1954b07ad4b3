import CCairo
import Foundation
import MeadowCore

extension CairoRenderer {
    /// Decodes at once every picture the frame being drawn shows on its canvas and has not decoded yet
    /// (`ImageCache.decode`), when drawing meets the first of them: the first frame of a screen of pictures decodes
    /// them on both cores instead of one after another.
    func decodeFramePictures() {
        // `previous` already holds the frame being drawn: it is set before drawing starts.
        guard let frame = previous else { return }
        var files: [(url: URL, pixelSize: CGSize)] = []
        Self.pictures(
            in: frame.list, visible: CGRect(origin: .zero, size: frame.canvas.size), scale: frame.canvas.scale, into: &files)
        images.decode(files)
    }

    /// The pixel size `asset`'s header declares for `file`, one of its scales.
    static func pixelSize(of asset: AssetCatalog.ImageAsset, file: (url: URL, scale: Int)) -> CGSize {
        CGSize(width: asset.pointSize.width * CGFloat(file.scale), height: asset.pointSize.height * CGFloat(file.scale))
    }

    /// The image files `list` draws within `visible` (in the list's points) at `scale`, its groups' included: the
    /// items `draw(_:cr:scale:)` does not pass over, give or take what a transform moves.
    static func pictures(
        in list: DisplayList, visible: CGRect, scale: CGFloat, into files: inout [(url: URL, pixelSize: CGSize)]
    ) {
        for item in list.items where item.bounds.intersects(visible) {
            switch item {
            case .image(let asset, _, _):
                if let file = asset.file(forScale: scale) { files.append((file.url, pixelSize(of: asset, file: file))) }
            case .group(let effect, let inner):
                pictures(in: inner, visible: visibleRect(visible, inside: effect), scale: scale, into: &files)
            default:
                break
            }
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
