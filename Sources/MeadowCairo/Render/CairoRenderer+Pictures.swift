import CCairo
import Foundation
import MeadowCore

extension CairoRenderer {
    /// Decodes or resamples at once every picture the frame being drawn shows on its canvas and has not decoded,
    /// or resampled where it lands, yet (`ImageCache.prepare`), when drawing meets the first of them, once a frame:
    /// the first frame of a screen of pictures, or of the same pictures a fraction of a pixel elsewhere, prepares
    /// them on both cores instead of one after another.
    func prepareFramePictures() {
        // `latest` already holds the frame being drawn: it is set before drawing starts.
        guard !preparedFramePictures, let frame = compositor.latest else { return }
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
    /// a transform, a projection or an effect of another type (`GraphicsEffect`).
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
        case .transform, .projection, .custom: nil
        default: origin
        }
    }

    /// What of a group's content can show within `visible` of its parent, in the content's points: all of it under
    /// a transform, a projection or an effect of another type, which this does not invert.
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
        case .transform, .projection, .custom:
            .infinite
        case .opacity, .colorMatrix, .blendMode, .mask:
            visible
        }
    }

    func drawImage(_ asset: AssetCatalog.ImageAsset, in rect: CGRect, tint: RGBA?, cr: OpaquePointer, scale: CGFloat) {
        guard rect.width > 0, rect.height > 0 else { return }
        guard let file = asset.file(forScale: scale) else { return drawPlaceholder(rect, cr: cr) }
        // A picture sampled otherwise than by the good filter is drawn scaled, not from the resampled copies.
        let placement =
            tint == nil && imageSampling == nil ? scaledAndMoved(rect, cr: cr).flatMap(PixelPlacement.init(device:)) : nil
        // The frame's pictures are found placed through offsets alone: one under a scale (a zoom, whose size
        // changes every frame) is resampled here, as the frame meets it.
        let matrix = currentMatrix(cr)
        let isUnscaled = matrix.xx == scale && matrix.yy == scale
        if images.isPending(file.url, placement: isUnscaled ? placement : nil) { prepareFramePictures() }
        guard let image = images.image(at: file.url, pixelSize: Self.pixelSize(of: asset, file: file)) else {
            return drawPlaceholder(rect, cr: cr)
        }
        if let placement {
            // Resampled once for this size and phase, then copied: the same pixels as drawing it scaled.
            let resampled = images.resampled(image, at: file.url, placement: placement)
            let margin = CGFloat(ImageCache.margin(for: placement))
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, resampled.surface, placement.origin.x - margin, placement.origin.y - margin)
            cairo_paint(cr)
            cairo_restore(cr)
            return
        }
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / CGFloat(image.width), rect.height / CGFloat(image.height))
        if let tint, imageSampling == nil {
            setSource(tint, cr)
            cairo_mask_surface(cr, image.surface, 0, 0)
        } else if let tint, let pattern = cairo_pattern_create_for_surface(image.surface) {
            cairo_pattern_set_filter(pattern, imageSampling?.filter ?? CAIRO_FILTER_GOOD)
            setSource(tint, cr)
            cairo_mask(cr, pattern)
            cairo_pattern_destroy(pattern)
        } else {
            cairo_set_source_surface(cr, image.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), imageSampling?.filter ?? CAIRO_FILTER_GOOD)
            if imageSampling?.isAntialiased == false {
                // Whole pixels: the edge pixels sample the image's own edge, not the transparency past it.
                cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
                cairo_rectangle(cr, 0, 0, CGFloat(image.width), CGFloat(image.height))
                cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
                cairo_fill(cr)
            } else {
                cairo_paint(cr)
            }
        }
        cairo_restore(cr)
    }

    /// `rect` in device pixels when `cr`'s transform only scales and moves it; nil otherwise.
    private func scaledAndMoved(_ rect: CGRect, cr: OpaquePointer) -> CGRect? {
        let matrix = currentMatrix(cr)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0 else { return nil }
        return deviceRect(rect, cr: cr)
    }

    /// A light grey box with a magenta outline and cross: clearly something is missing.
    func drawPlaceholder(_ rect: CGRect, cr: OpaquePointer) {
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        setSource(Self.placeholderFill, cr)
        cairo_fill_preserve(cr)
        cairo_move_to(cr, rect.minX, rect.minY)
        cairo_line_to(cr, rect.maxX, rect.maxY)
        cairo_move_to(cr, rect.maxX, rect.minY)
        cairo_line_to(cr, rect.minX, rect.maxY)
        setSource(Self.placeholderStroke, cr)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    func setSource(_ color: RGBA, _ cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }
}
