import CCairo
import CMalloc
import Foundation
import MeadowCore

/// Draws display lists with Cairo into image surfaces at a device scale.
///
/// Shadows and blurs are real blurs of the group's pixels (three box passes, Gaussian-looking), wide ones on a
/// coarser grid (`blurGrids`), and a blur whose radius animates on a coarser one still (`animatingBlurGrids`).
/// The renderer keeps retained layers (`LayerCache`) keyed by a group's identity and reused while its version
/// stays the same: blurred shadow masks by radius and placement, blurred layers by placement and the box passes
/// their radius blurs with (so the frames of a spring's tail whose radii blur alike share one, and a blur that
/// animates again finds its layers), so unchanged cards and a blurred background behind a moving sheet cost
/// nothing to draw again, and a blurred group's unblurred pixels, so a group whose blur radius animates is
/// blurred again from its kept pixels instead of drawn again, and copied from them once the radius is back to 0.
/// A group drawn at two scales (on screen, and inside a blurred layer drawn on a coarser grid) keeps both. The
/// layers share a memory budget, the least recently used going first, and a layer the last frames drawn did not
/// use is dropped (`LayerCache.Kind.framesKept`). A group whose scale or rotation animates (the launcher's zoom)
/// is painted from its content's pixels at rest, resampled as a compositor does, and copied from them once it is
/// at rest again (`drawMoving`). A group an animated offset moves (a sheet springing up) is drawn again at its
/// exact place, its symbols drawn ahead on every core (`prepareFrameSymbols`), unless it holds pictures: then it
/// lands on whole device pixels and, frame after frame, is copied from its pixels drawn once (`drawSliding`); a
/// scroll view's content moved by whole pixels is copied from its pixels drawn before (`drawScrolled`). A
/// blurred layer is not painted where an opaque item drawn after it will cover it (`occludedRect`): a sheet
/// moving over a blurred screen costs the screen's paint only around the sheet. Blurs and shadows are in
/// `CairoRenderer+Blur.swift`, moving groups in `CairoRenderer+Moving.swift`, `CairoRenderer+Sliding.swift` and
/// `CairoRenderer+Scrolled.swift`, symbols in `CairoRenderer+Symbols.swift`.
@MainActor
public final class CairoRenderer: Renderer {
    private let textSystem: PangoTextSystem
    let images = ImageCache()
    private let warnings = WarningLog()
    let layers: LayerCache
    /// The frame drawn last, its list and its pixels, which the next frame on the same canvas starts from.
    var previous: (canvas: Canvas, list: DisplayList, image: CairoImage)?
    /// The transforms of the groups that scaled or rotated in the frame before, and in this one, by the identity
    /// of their lists: a group whose transform changed is animating (`isMoving`).
    var transformsBefore: [Int: Transform] = [:]
    var transformsDrawn: [Int: Transform] = [:]
    /// The groups drawn from a moving group's content layer (`drawMoving`) in the frame before, and in this one,
    /// by the identity of the group's list (`singleGroup`).
    var compositedBefore: [Int: CompositedGroup] = [:]
    var compositedDrawn: [Int: CompositedGroup] = [:]
    /// Scroll views' content drawn on the frame's surface in the frame before and in this one, by the identity
    /// of its list: content that moved by whole pixels is scrolling (`drawScrolled`).
    var scrolledBefore: [Int: ScrolledContent] = [:]
    var scrolledDrawn: [Int: ScrolledContent] = [:]
    /// The lists being drawn into the frame, outermost first: each with the index of its item being drawn and
    /// the transform its items are drawn through. What their later items cover, the items being drawn cannot
    /// show through (`occludedRect`). Empty while a group is drawn offscreen into a kept layer, whose pixels
    /// must be whole.
    var drawing: [(list: DisplayList, index: Int, matrix: cairo_matrix_t)] = []
    /// The device pixels the clip groups being drawn confine drawing to, on the surface being drawn on; nil
    /// outside any. Unlike Cairo's clip it leaves out the frame's damage, which changes from frame to frame: a
    /// blurred layer kept for later frames covers what the groups' clips show of it (`reachableRect`), not just
    /// what this frame redraws.
    var clipBounds: CGRect?
    /// The clips of the clip groups being drawn, outermost first, each with the depth in `drawing` of the lists
    /// it clips: a symbol drawn on its own is clipped as it would be in place (`SymbolRaster`). Empty while a
    /// group is drawn offscreen, as `drawing` is.
    var clips: [(clip: CairoClip, depth: Int)] = []
    /// Whether the frame being drawn follows one this renderer drew on the same canvas: a sequence of frames, in
    /// which a group the display list says animates is drawn from its content's pixels from its first frame on.
    private(set) var isContinuing = false
    /// The surface of the frame being drawn, which a group drawn into the frame, not offscreen, is drawn on.
    private(set) var frameSurface: OpaquePointer?
    /// Whether the frame being drawn prepared its pictures already (`prepareFramePictures`).
    var preparedFramePictures = false
    /// Whether the frame being drawn drew its symbols ahead already (`prepareFrameSymbols`), and those it has
    /// still to paint.
    var preparedFrameSymbols = false
    var frameSymbols: [SymbolRaster.Key: SymbolRaster] = [:]
    /// How many symbols frames painted from their pixels drawn ahead.
    var symbolsDrawnAhead = 0

    /// A scroll view's content as a frame drew it: the list, and where its bounds' origin fell, in device pixels.
    struct ScrolledContent {
        let list: DisplayList
        let anchor: CGPoint
    }

    /// A group drawn from a content layer: the group, the layer, and the transform the layer was drawn through.
    struct CompositedGroup {
        let item: DisplayItem
        let layer: CairoMask
        let rest: cairo_matrix_t
    }

    /// The image returned the frame before last, kept for its buffer: when nothing else holds it any more, the
    /// next frame is drawn into it, brought up to date where the frame before changed, instead of into a new
    /// image copied whole (5.4 MB allocated and copied a frame on an iPhone 15, and faulted in again after an
    /// idle trim).
    private var spare: CairoImage?
    /// Whether a frame was drawn since the heap was last trimmed (`didBecomeIdle`).
    private(set) var drewSinceTrim = false

    /// How many of the last frames drawn a layer must have been used in to stay once the window goes idle: two
    /// seconds at 60 Hz, a sheet's opening and closing.
    static let idleFramesKept = 120

    /// The memory for retained layers unless a renderer is given another: 96 MB, room for the Weather detail's
    /// blurred home screen and its unblurred pixels at two resolutions, on the largest device at scale 3, with
    /// the shadows of every card.
    public nonisolated static let defaultLayerBudget = 96 * 1024 * 1024

    /// The grids blurred layers and shadow masks are drawn on, coarsest first: `reduction` × `reduction` device
    /// pixels to a layer pixel once the standard deviation reaches `sigma` device pixels. A blur that wide has
    /// nothing left at the finer grid to lose, and 1/r² of the pixels cost 1/r² of the time. The thresholds keep
    /// the blur painted back within 5 levels of 255 of a Gaussian's (`BlurAccuracyTests`): nearer the grid, the
    /// box passes on the coarse grid are too few pixels wide to follow a Gaussian.
    static let blurGrids: [(sigma: CGFloat, reduction: CGFloat)] = [(8, 4), (4, 2)]
    /// The grids a blur whose radius animates is drawn on: a grid of two from a standard deviation of one device
    /// pixel, which that grid's averaging and interpolation alone blur by. Each step of such an animation is a new
    /// layer blurred from the group's kept pixels, 10 ms for a phone's screen on the device grid and a quarter of
    /// it on this one, as a compositor blurs a layer that animates at a lower resolution. Below σ 4 it is blurred
    /// there to look as it does at rest on the device grid (`LayerBlur`), within the snapshot tolerance from σ 2.2;
    /// at rest the blur is drawn on `blurGrids` again.
    static let animatingBlurGrids: [(sigma: CGFloat, reduction: CGFloat)] = [(8, 4), (1, 2)]
    /// Steps per device pixel in which a blurred group's sub-pixel position is keyed: positions closer than 1/64
    /// of a pixel draw the same 8-bit mask, so they share it.
    static let subpixelSteps: Double = 64
    /// The smallest scale a scale effect is drawn at: a zero scale would make Cairo's matrix singular.
    static let minimumScale: CGFloat = 0.0001
    /// The fill of the placeholder drawn for a missing asset or symbol: a light grey.
    static let placeholderFill = RGBA(red: 0.9, green: 0.9, blue: 0.92, alpha: 1)
    /// The outline and cross of the placeholder: magenta, which no design uses, so a gap is seen at once.
    static let placeholderStroke = RGBA(red: 1, green: 0, blue: 1, alpha: 1)

    /// A renderer drawing text with `textSystem`, keeping at most `layerBudget` bytes of retained layers.
    public init(textSystem: PangoTextSystem, layerBudget: Int = CairoRenderer.defaultLayerBudget) {
        self.textSystem = textSystem
        layers = LayerCache(budget: layerBudget)
    }

    /// The retained layers in one line, for `--stats`: how many, their memory against the budget, cache hits,
    /// misses and evictions; then how many symbols frames painted from their pixels drawn ahead.
    public var layerSummary: String { "\(layers.summary), \(symbolsDrawnAhead) symbols drawn ahead" }

    /// Renders `list` on a `background`-filled canvas of `size` points at `scale` pixels per point. A dimension
    /// under a pixel (0, or NaN) still gives one pixel, and one over Cairo's 32,767 pixels is cut to it.
    ///
    /// When the renderer drew the frame before on the same canvas, it starts from that frame's pixels and draws
    /// again only where the lists differ (`DisplayList.damage(since:)`), and the image lists those rects as its
    /// `damagedRects`. It keeps the last image it returned for this, so images are not to be changed in place; the
    /// image returned before it is drawn into again once no one else holds it.
    public func render(_ list: DisplayList, size: CGSize, scale: CGFloat, background: RGBA?) -> CairoImage {
        drewSinceTrim = true
        func pixels(_ length: CGFloat) -> Int {
            let count = (length * scale).rounded()
            return count.isNaN ? 1 : Int(min(max(count, 1), 32_767))
        }
        let canvas = Canvas(size: size, scale: scale, background: background)
        let continued = previous.flatMap { $0.canvas == canvas ? $0 : nil }
        isContinuing = continued != nil
        // The frame before last's buffer, when nothing holds it any more: it lacks only what the frame before drew.
        var recycled = continued == nil ? nil : spare
        spare = nil
        let reusable = isKnownUniquelyReferenced(&recycled)
        let image = recycled.flatMap { reusable ? $0 : nil } ?? CairoImage(width: pixels(size.width), height: pixels(size.height))
        guard let cr = cairo_create(image.surface) else { return image }
        frameSurface = image.surface
        preparedFramePictures = false
        preparedFrameSymbols = false
        defer {
            cairo_destroy(cr)
            frameSymbols = [:]
        }
        if let continued {
            let damage = damagedRects(list.damage(since: continued.list), scale: scale, in: image)
            let whole = CGRect(x: 0, y: 0, width: image.width, height: image.height)
            // What the frame before changed, or all of it for a new buffer, except what this frame draws again.
            let stale = reusable ? continued.image.damagedRects ?? [whole] : [whole]
            image.copyPixels(from: continued.image, in: Self.parts(of: stale, outside: damage))
            image.damagedRects = damage
            for rect in damage { cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height) }
            cairo_clip(cr)
        }
        spare = continued?.image
        self.previous = (canvas, list, image)
        guard image.damagedRects?.isEmpty != true else { return image }
        let fill = background ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        cairo_set_source_rgba(cr, fill.red, fill.green, fill.blue, fill.alpha)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, scale, scale)
        draw(list, cr: cr, scale: scale)
        layers.endFrame()
        transformsBefore = transformsDrawn
        transformsDrawn = [:]
        compositedBefore = compositedDrawn
        compositedDrawn = [:]
        scrolledBefore = scrolledDrawn
        scrolledDrawn = [:]
        return image
    }

    /// Drops the retained layers the last `idleFramesKept` frames did not use, then gives the pages of freed memory
    /// back to the system (glibc's `malloc_trim`), once after frames were drawn; idle again with no frame drawn
    /// since, it does nothing. Without the first, the layers of every opening and zoom seen in the last 600 frames
    /// would sit in an idle window, up to the budget.
    ///
    /// Frames allocate and free buffers of megabytes (surfaces, layers, blur scratch). After the first such buffer
    /// is freed glibc raises its threshold for mapping a block on its own to that size, so later ones come from the
    /// heap, and freed there among small live blocks their pages stay resident: the soak's resident set climbed
    /// while what the heap held came back to its level. Mapping every large buffer on its own instead makes each
    /// frame fault fresh pages in (Weather's detail frame 11.4 -> 15.1 ms), so the pages are given back here, when
    /// the host stops drawing, and the frames that follow a pause pay the faults once.
    public func didBecomeIdle() {
        guard drewSinceTrim else { return }
        drewSinceTrim = false
        layers.dropLayers(unusedFor: Self.idleFramesKept)
        malloc_trim(0)
    }

    /// What a frame is drawn on; a frame on the same canvas as the one before starts from its pixels.
    struct Canvas: Equatable {
        let size: CGSize
        let scale: CGFloat
        let background: RGBA?
    }

    /// `damage` in points as whole device pixels within `image`, grown by a point and a pixel for antialiasing
    /// and glyphs that reach past their boxes, overlapping ones merged (`merged`); more than
    /// `maximumDamagedRects` become their union, as do more than `mergedDamagedRects` at once (merging costs the
    /// cube of their count, on every frame).
    private func damagedRects(_ damage: [CGRect], scale: CGFloat, in image: CairoImage) -> [CGRect] {
        let canvas = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        let margin = scale + 1
        var rects = damage.map {
            CGRect(x: $0.minX * scale, y: $0.minY * scale, width: $0.width * scale, height: $0.height * scale)
                .insetBy(dx: -margin, dy: -margin).integral.intersection(canvas)
        }.filter { !$0.isNull && !$0.isEmpty }
        if rects.count <= Self.mergedDamagedRects { rects = Self.merged(rects) }
        guard rects.count > Self.maximumDamagedRects else { return rects }
        return [rects.reduce(CGRect.null) { $0.union($1) }]
    }

    /// `rects` with every two whose union is no larger than their areas together replaced by that union, until
    /// no two are: the old and new place of a sheet that moved a little, or a blurred layer under a sheet, are one
    /// rect, whose pixels the frame copies, draws and uploads once, not twice.
    static func merged(_ rects: [CGRect]) -> [CGRect] {
        var rects = rects
        func area(_ rect: CGRect) -> CGFloat { rect.width * rect.height }
        var index = 0
        while index < rects.count {
            let pair = rects.indices.first { other in
                other != index && area(rects[index].union(rects[other])) <= area(rects[index]) + area(rects[other])
            }
            if let other = pair {
                rects[index] = rects[index].union(rects[other])
                rects.remove(at: other)
                index = 0
            } else {
                index += 1
            }
        }
        return rects
    }

    /// The parts of `rects` that lie outside every rect of `cuts`, as rects: each rect loses what a cut covers, and
    /// keeps up to four bands around it (above and below it whole, beside it the cut's height).
    nonisolated static func parts(of rects: [CGRect], outside cuts: [CGRect]) -> [CGRect] {
        cuts.reduce(rects) { pieces, cut in
            pieces.flatMap { piece -> [CGRect] in
                let covered = piece.intersection(cut)
                guard !covered.isNull, !covered.isEmpty else { return [piece] }
                return [
                    CGRect(x: piece.minX, y: piece.minY, width: piece.width, height: covered.minY - piece.minY),
                    CGRect(x: piece.minX, y: covered.maxY, width: piece.width, height: piece.maxY - covered.maxY),
                    CGRect(x: piece.minX, y: covered.minY, width: covered.minX - piece.minX, height: covered.height),
                    CGRect(x: covered.maxX, y: covered.minY, width: piece.maxX - covered.maxX, height: covered.height),
                ].filter { $0.width > 0 && $0.height > 0 }
            }
        }
    }

    /// How many damaged rects a frame clips to and a host uploads before they become one.
    static let maximumDamagedRects = 8
    /// How many damaged rects a frame merges where they overlap; more become one.
    static let mergedDamagedRects = 32

    /// Draws `list` into `cr`, whose transform maps points to device pixels at `scale`. Items wholly outside the
    /// current clip (an off-screen card, a sheet waiting below the screen) are skipped, shadows and all.
    public func draw(_ list: DisplayList, cr: OpaquePointer, scale: CGFloat) {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let visible = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        drawing.append((list, 0, currentMatrix(cr)))
        defer { drawing.removeLast() }
        for (index, item) in list.items.enumerated() where item.bounds.intersects(visible) {
            drawing[drawing.count - 1].index = index
            draw(item, cr: cr, scale: scale)
        }
    }

    /// The largest rect, in whole device pixels, that items still to be drawn into the frame after the one being
    /// drawn will paint over in opaque colour (`DisplayItem.opaqueRect`): a sheet over a blurred screen. Only
    /// items in lists drawn without rotation or skew count.
    func occludedRect() -> CGRect? {
        var largest: CGRect?
        for level in drawing where level.matrix.xy == 0 && level.matrix.yx == 0 {
            let m = level.matrix
            let toDevice = CGAffineTransform(a: m.xx, b: 0, c: 0, d: m.yy, tx: m.x0, ty: m.y0)
            for item in level.list.items[(level.index + 1)...] {
                guard let rect = item.opaqueRect?.applying(toDevice) else { continue }
                // Whole pixels inside the rect: an edge pixel it covers only in part still shows what is below.
                let minX = rect.minX.rounded(.up), maxX = rect.maxX.rounded(.down)
                let minY = rect.minY.rounded(.up), maxY = rect.maxY.rounded(.down)
                guard maxX > minX, maxY > minY else { continue }
                let device = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
                if device.width * device.height > (largest.map { $0.width * $0.height } ?? 0) { largest = device }
            }
        }
        return largest
    }

    private func draw(_ item: DisplayItem, cr: OpaquePointer, scale: CGFloat) {
        switch item {
        case .fill(let path, let color, let style):
            CairoPath.add(path, to: cr)
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            setSource(color, cr)
            cairo_fill(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        case .gradientFill(let path, let gradient, let style):
            guard let pattern = CairoGradient.pattern(for: gradient, covering: path.boundingRect) else { return }
            CairoPath.add(path, to: cr)
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_set_source(cr, pattern)
            cairo_fill(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
            cairo_pattern_destroy(pattern)
        case .stroke(let path, let color, let style):
            CairoPath.add(path, to: cr, closingSubpaths: false)
            CairoPath.apply(style, to: cr)
            setSource(color, cr)
            cairo_stroke(cr)
        case .text(let run, let rect, let color):
            textSystem.draw(run, in: rect, color: color, cr: cr)
        case .image(let asset, let rect, let tint):
            drawImage(asset, in: rect, tint: tint, cr: cr, scale: scale)
        case .symbol(let name, let rect, let weight, let color):
            if !drawSymbol(name, in: rect, weight: weight, color: color, cr: cr) {
                warnings.once("no symbol named \"\(name)\" in Meadow's symbol set: drawing a placeholder")
                drawPlaceholder(rect, cr: cr)
            }
        case .placeholder(let rect):
            drawPlaceholder(rect, cr: cr)
        case .group(let effect, let inner):
            if !compositedBefore.isEmpty, drawComposited(item, identity: inner.identity, cr: cr) { return }
            drawGroup(inner, effect: effect, cr: cr, scale: scale)
        }
    }

    private func drawGroup(_ list: DisplayList, effect: DisplayEffect, cr: OpaquePointer, scale: CGFloat) {
        switch effect {
        case .offset(let offset):
            var matrix = cairo_matrix_t()
            cairo_get_matrix(cr, &matrix)
            cairo_translate(cr, offset.width, offset.height)
            if list.isScrolled, drawScrolled(list, cr: cr, scale: scale) {
                // A scroll view's content, copied from its layer.
            } else if list.isAnimating {
                drawSliding(list, cr: cr, scale: scale)
            } else {
                draw(list, cr: cr, scale: scale)
            }
            cairo_set_matrix(cr, &matrix)
        case .opacity(let opacity):
            if list.items.count == 1, case .group(.transform(let transform), let inner) = list.items[0],
                isMoving(inner, transform), drawMoving(inner, transform: transform, alpha: opacity, cr: cr, scale: scale)
            {
                return
            }
            cairo_save(cr)
            defer { cairo_restore(cr) }
            guard clipToPixels(of: list.bounds, cr: cr) else { return }
            cairo_push_group(cr)
            draw(list, cr: cr, scale: scale)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        case .clip(let path, let style):
            cairo_save(cr)
            let clip = CairoClip(path: path, style: style, matrix: currentMatrix(cr))
            clip.apply(to: cr)
            let outer = clipBounds
            if let clipped = deviceRect(path.boundingRect, cr: cr) { clipBounds = outer?.intersection(clipped) ?? clipped }
            clips.append((clip, drawing.count))
            draw(list, cr: cr, scale: scale)
            clips.removeLast()
            clipBounds = outer
            cairo_restore(cr)
        case .shadow(let color, let radius, let offset):
            drawShadow(of: list, color: color, radius: radius, offset: offset, cr: cr, scale: scale)
            draw(list, cr: cr, scale: scale)
        case .blur(let radius):
            drawBlurred(list, radius: radius, cr: cr, scale: scale)
        case .mask(let mask):
            cairo_save(cr)
            defer { cairo_restore(cr) }
            guard clipToPixels(of: list.bounds.intersection(mask.bounds), cr: cr) else { return }
            cairo_push_group(cr)
            draw(mask, cr: cr, scale: scale)
            let maskPattern = cairo_pop_group(cr)
            cairo_push_group(cr)
            draw(list, cr: cr, scale: scale)
            cairo_pop_group_to_source(cr)
            cairo_mask(cr, maskPattern)
            cairo_pattern_destroy(maskPattern)
        case .transform(let transform):
            if isMoving(list, transform), drawMoving(list, transform: transform, alpha: 1, cr: cr, scale: scale) { return }
            cairo_save(cr)
            Self.apply(transform, to: cr)
            draw(list, cr: cr, scale: scale)
            cairo_restore(cr)
        case .projection(let projection):
            drawProjected(list, projection: projection, cr: cr, scale: scale)
        case .colorMatrix(let matrix):
            guard let area = pixelBounds(of: list, sigma: 0, cr: cr) else { return }
            let layer = CairoMask(area: area, channels: .color)
            drawOffscreen(list, into: layer, matrix: currentMatrix(cr), scale: scale)
            layer.apply(matrix)
            layer.paint(into: cr, at: area.origin)
        case .blendMode(let mode):
            cairo_push_group(cr)
            draw(list, cr: cr, scale: scale)
            cairo_pop_group_to_source(cr)
            cairo_save(cr)
            cairo_set_operator(cr, Self.cairoOperator(mode))
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }


    /// Applies `transform` to `cr`'s: the scale and rotation about the anchor, then the translation.
    static func apply(_ transform: Transform, to cr: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        apply(transform, to: &matrix)
        cairo_set_matrix(cr, &matrix)
    }

    /// Applies `transform` to `matrix`, a context's transform from points to device pixels: what drawing through
    /// the transform group does to it.
    static func apply(_ transform: Transform, to matrix: inout cairo_matrix_t) {
        cairo_matrix_translate(&matrix, transform.translation.width, transform.translation.height)
        cairo_matrix_translate(&matrix, transform.anchor.x, transform.anchor.y)
        cairo_matrix_rotate(&matrix, transform.rotation)
        cairo_matrix_scale(&matrix, max(transform.scale.width, minimumScale), max(transform.scale.height, minimumScale))
        cairo_matrix_translate(&matrix, -transform.anchor.x, -transform.anchor.y)
    }

    /// Cairo's operator for a blend mode; `plusDarker`, which Cairo lacks, draws as multiply (see `BlendMode`).
    private static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    /// Draws `list` through a perspective: its pixels are drawn offscreen where they would fall without it, then
    /// warped pixel by pixel (`PerspectiveWarp`) by the projection carried into device space, within the clip.
    private func drawProjected(_ list: DisplayList, projection: ProjectionTransform, cr: OpaquePointer, scale: CGFloat) {
        guard let sourceArea = pixelBounds(of: list, sigma: 0, cr: cr) else { return }
        let matrix = currentMatrix(cr)
        // Device pixels back to the list's points, through the projection, and to device pixels again.
        let toDevice = ProjectionTransform(cairo: matrix)
        var toUser = toDevice
        guard toUser.invert() else { return }
        let deviceProjection = toUser.concatenating(projection).concatenating(toDevice)
        let corners = [
            CGPoint(x: sourceArea.minX, y: sourceArea.minY), CGPoint(x: sourceArea.maxX, y: sourceArea.minY),
            CGPoint(x: sourceArea.minX, y: sourceArea.maxY), CGPoint(x: sourceArea.maxX, y: sourceArea.maxY),
        ].map(deviceProjection.apply)
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        var clip = (0.0, 0.0, 0.0, 0.0)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &clip.0, &clip.1, &clip.2, &clip.3)
        cairo_restore(cr)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let projected = CGRect(x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0), height: (ys.max() ?? 0) - (ys.min() ?? 0))
        let area = projected.intersection(CGRect(x: clip.0, y: clip.1, width: clip.2 - clip.0, height: clip.3 - clip.1)).integral
        guard !area.isNull, area.width > 0, area.height > 0 else { return }
        let source = CairoMask(area: sourceArea, channels: .color)
        drawOffscreen(list, into: source, matrix: matrix, scale: scale)
        PerspectiveWarp.warp(source, by: deviceProjection, into: area)?.paint(into: cr, at: area.origin)
    }

    /// The device-pixel rect that holds `list`'s drawing plus a margin of `DisplayItem.blurReach` standard
    /// deviations, through `cr`'s whole transform (a rotated group's four corners, not two), cut to the pixels
    /// that can reach the clip: the clip grown by the same margin. A layer that is kept (`kept`) is cut to the
    /// whole surface instead: the clip of a frame that draws only its damage would make the layer too small for
    /// the next frame, which then draws and blurs it again.
    func pixelBounds(of list: DisplayList, sigma: CGFloat, cr: OpaquePointer, kept: Bool = false) -> CGRect? {
        let bounds = list.bounds
        guard !bounds.isNull, !bounds.isEmpty else { return nil }
        let margin = (DisplayItem.blurReach * sigma).rounded(.up)
        // The reach is grown in device pixels, so a huge scale effect cannot make it huge.
        let deviceMargin = (DisplayItem.blurReach * Self.deviceSigma(sigma, currentMatrix(cr))).rounded(.up)
        guard let drawn = deviceRect(bounds.insetBy(dx: -margin, dy: -margin), cr: cr),
            let reach = (kept ? reachableRect(cr) : clipRect(cr))?.insetBy(dx: -deviceMargin, dy: -deviceMargin)
        else { return nil }
        let rect = drawn.intersection(reach).integral
        return !rect.isNull && rect.width > 0 && rect.height > 0 ? rect : nil
    }

    /// Clips `cr` to `bounds` (in its user space) and a margin, out to whole device pixels, before a group is
    /// pushed: Cairo makes a group's surface as large as the clip, the whole frame otherwise, and composites all of
    /// it back (the navigation bar's material, fading in while a page scrolls under it, pushed and painted the
    /// whole 786 × 1704 screen on every frame). The margin holds glyphs that overhang their text's frame. False
    /// when nothing of `bounds` is inside the clip; no clip is added for unknown bounds.
    func clipToPixels(of bounds: CGRect, cr: OpaquePointer) -> Bool {
        guard !bounds.isNull, !bounds.isInfinite else { return bounds.isInfinite }
        guard let device = deviceRect(bounds.insetBy(dx: -Self.groupMargin, dy: -Self.groupMargin), cr: cr),
            let clip = clipRect(cr)
        else { return true }
        let area = device.integral.intersection(clip.integral)
        guard !area.isNull, area.width > 0, area.height > 0 else { return false }
        var matrix = currentMatrix(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, area.minX, area.minY, area.width, area.height)
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
        return true
    }

    /// How far, in points, a group's pixels may reach past its items' bounds: a glyph's ink past its line.
    static let groupMargin: CGFloat = 4

    /// The clip's extents in device pixels.
    func clipRect(_ cr: OpaquePointer) -> CGRect? {
        var clip = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &clip.0, &clip.1, &clip.2, &clip.3)
        return deviceRect(CGRect(x: clip.0, y: clip.1, width: clip.2 - clip.0, height: clip.3 - clip.1), cr: cr)
    }

    /// The pixels a kept layer drawn now may have to show, in later frames too: the surface's, within the clip
    /// groups being drawn (a bar's material blurs the page behind the bar, not the whole page).
    func reachableRect(_ cr: OpaquePointer) -> CGRect? {
        guard let surface = surfaceRect(cr) else { return nil }
        return clipBounds.map { surface.intersection($0) } ?? surface
    }

    /// The pixels of the surface `cr` draws on (the frame's, or an offscreen layer's), or the clip's extents for
    /// a surface that is not an image.
    func surfaceRect(_ cr: OpaquePointer) -> CGRect? {
        let target = cairo_get_target(cr)
        let width = cairo_image_surface_get_width(target), height = cairo_image_surface_get_height(target)
        guard width > 0, height > 0 else { return clipRect(cr) }
        return CGRect(x: 0, y: 0, width: Int(width), height: Int(height))
    }

    /// The device-pixel rect holding `rect`'s four corners through `cr`'s transform.
    func deviceRect(_ rect: CGRect, cr: OpaquePointer) -> CGRect? {
        Self.deviceRect(rect, through: currentMatrix(cr))
    }

    /// The device-pixel rect holding `rect`'s four corners through `matrix`.
    nonisolated static func deviceRect(_ rect: CGRect, through matrix: cairo_matrix_t) -> CGRect? {
        guard !rect.isNull, !rect.isInfinite else { return nil }
        var matrix = matrix
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
        var xs: [Double] = [], ys: [Double] = []
        for corner in corners {
            var (x, y) = (Double(corner.0), Double(corner.1))
            cairo_matrix_transform_point(&matrix, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `cr`'s transform from points to device pixels, to draw a group offscreen exactly as it would draw in place.
    func currentMatrix(_ cr: OpaquePointer) -> cairo_matrix_t {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return matrix
    }

    private func drawImage(_ asset: AssetCatalog.ImageAsset, in rect: CGRect, tint: RGBA?, cr: OpaquePointer, scale: CGFloat) {
        guard rect.width > 0, rect.height > 0 else { return }
        guard let file = asset.file(forScale: scale) else { return drawPlaceholder(rect, cr: cr) }
        let placement = tint == nil ? scaledAndMoved(rect, cr: cr).flatMap(PixelPlacement.init(device:)) : nil
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
        if let tint {
            setSource(tint, cr)
            cairo_mask_surface(cr, image.surface, 0, 0)
        } else {
            cairo_set_source_surface(cr, image.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
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
    private func drawPlaceholder(_ rect: CGRect, cr: OpaquePointer) {
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

    private func setSource(_ color: RGBA, _ cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    /// The key of a blurred group that stays the same when the group moves by whole device pixels: what is kept,
    /// its identity, the radius, the transform's linear part and the fraction of a pixel its bounds' origin lands
    /// on, then `extra`. A moving sheet's shadow, or shadows inside a layer whose blur margin grows, then reuse
    /// their masks, drawn at the new place. A layer drawn on a coarser grid than the device's (`reduction` over 1)
    /// leaves the fraction out: it is painted back through interpolation anyway, at any fraction of a pixel, so a
    /// shadow that glides by a fraction of a pixel each frame is blurred once. A list made by hand (identity 0) is
    /// not cached.
    func cacheKey(
        _ kind: LayerCache.Kind, _ list: DisplayList, identity: Int? = nil, radius: CGFloat, reduction: CGFloat,
        cr: OpaquePointer, matrix: cairo_matrix_t, extra: [Double] = []
    ) -> LayerCache.Key {
        let origin = deviceOrigin(of: list, cr: cr)
        let linear = [matrix.xx, matrix.yx, matrix.xy, matrix.yy]
        let fraction = reduction > 1 ? [] : [origin.x - origin.x.rounded(.down), origin.y - origin.y.rounded(.down)]
            .map { ($0 * Self.subpixelSteps).rounded() / Self.subpixelSteps }
        return LayerCache.Key(
            kind: kind, identity: identity ?? list.identity, radius: radius, placement: linear + fraction + extra)
    }

    /// Where `list`'s bounds' origin falls, in device pixels.
    func deviceOrigin(of list: DisplayList, cr: OpaquePointer) -> CGPoint {
        var x = Double(list.bounds.minX), y = Double(list.bounds.minY)
        cairo_user_to_device(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }
}
