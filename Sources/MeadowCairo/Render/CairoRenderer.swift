import CCairo
import CMalloc
import Foundation
import MeadowCore

/// The compositor MeadowCairo draws with: frames are `CairoImage`s, layers `CairoMask`s.
typealias CairoCompositor = Compositor<CairoImage, CairoMask>

/// Draws display lists with Cairo into image surfaces at a device scale: the rasteriser of DESIGN.md's pipeline,
/// drawing what its `Compositor` decides (which frame pixels to draw again, which groups to draw from the layers
/// it keeps, and where to paint them).
///
/// Shadows and blurs are real blurs of the group's pixels (three box passes, Gaussian-looking), wide ones on a
/// coarser grid (`blurGrids`), and a blur whose radius animates on a coarser one still (`animatingBlurGrids`).
/// The compositor's layers (`LayerStore`) are keyed by a group's identity and reused while its version stays the
/// same: blurred shadow masks by radius and placement, blurred layers by placement and the box passes their
/// radius blurs with (so the frames of a spring's tail whose radii blur alike share one, and a blur that animates
/// again finds its layers), so unchanged cards and a blurred background behind a moving sheet cost nothing to
/// draw again, and a blurred group's unblurred pixels, so a group whose blur radius animates is blurred again
/// from its kept pixels instead of drawn again, and copied from them once the radius is back to 0. A group drawn
/// at two scales (on screen, and inside a blurred layer drawn on a coarser grid) keeps both. A group whose scale
/// or rotation animates (the launcher's zoom) is painted from its content's pixels at rest, resampled as a
/// compositor does, and copied from them once it is at rest again (`drawMoving`). A group an animated offset
/// moves (a sheet springing up) is drawn again at its exact place, its symbols drawn ahead on every core
/// (`prepareFrameSymbols`), unless it holds pictures: then it lands on whole device pixels and, frame after frame,
/// is copied from its pixels drawn once (`drawSliding`); a scroll view's content moved by whole pixels is copied
/// from its pixels drawn before (`drawScrolled`). A blurred layer is not painted where an opaque item drawn after
/// it will cover it (`occludedRect`): a sheet moving over a blurred screen costs the screen's paint only around
/// the sheet. Blurs and shadows are in `CairoRenderer+Blur.swift`, moving groups in `CairoRenderer+Moving.swift`,
/// `CairoRenderer+Sliding.swift` and `CairoRenderer+Scrolled.swift`, symbols in `CairoRenderer+Symbols.swift`.
@MainActor
public final class CairoRenderer: Renderer {
    private let textSystem: PangoTextSystem
    let images = ImageCache()
    let warnings = WarningLog()
    /// What to draw again and what to copy, frame after frame, and the layers kept for it.
    let compositor: CairoCompositor
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
    /// The groups listed to be drawn ahead whose layers are not kept yet, in the order they were listed
    /// (`drawAhead`): each frame that changes no pixel draws a part of the first, until its layer is kept, then
    /// of the next. A group listed while another is being drawn waits its turn rather than replacing it, so
    /// frames too few to finish one group before the next is listed (a loaded machine) delay it, and never lose it.
    var waitingAhead: [DrawnAheadLayer] = []
    /// The group being drawn ahead a part a frame now: the first of `waitingAhead`.
    var drawingAhead: DrawnAheadLayer? { waitingAhead.first }
    /// How many groups were drawn ahead whole and their layers kept since the renderer was made (for benchmarks
    /// and tests).
    public internal(set) var layersDrawnAhead = 0
    /// How the images being drawn are sampled (`ImageSamplingEffect`); nil for Cairo's good filter, antialiased.
    var imageSampling: ImageSampling?
    /// Whether a frame was drawn since the heap was last trimmed (`didBecomeIdle`).
    private(set) var drewSinceTrim = false

    /// The compositor's retained layers.
    var layers: LayerStore<CairoMask> { compositor.layers }
    /// The surfaces of the layers freed, handed to the next layers of their sizes.
    let surfaces = SurfacePool(budget: CairoRenderer.unusedSurfaceBudget)

    /// How many layer surfaces the renderer allocated since it was made, rather than took from those freed (for
    /// benchmarks and tests).
    public var layerSurfacesAllocated: Int { surfaces.allocations }
    /// How many layer surfaces the renderer took from those freed since it was made.
    public var layerSurfacesReused: Int { surfaces.reuses }
    /// How many times the renderer resampled a picture for a size and phase on the pixel grid it had no copy
    /// for since it was made (for benchmarks and tests).
    public var picturesResampled: Int { images.resamplings }

    /// The most bytes of freed layer surfaces kept for the next layers: 8 MB, a phone screen's at scale 2 and the
    /// smaller layers a frame makes and frees (shadows, backdrops), without holding a launcher's closed apps.
    static let unusedSurfaceBudget = 8 * 1024 * 1024

    /// How many of the last frames drawn a layer must have been used in to stay once the window goes idle: two
    /// seconds at 60 Hz, a sheet's opening and closing.
    static let idleFramesKept = 120

    /// How many screens of pixels an idle window keeps in layers its last frame did not use: one group of a
    /// screen's size (an app closed in the launcher) and the small layers beside it.
    static let idleUnusedScreens = 1.5

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
    /// The smallest scale a scale effect is drawn at: a zero scale would make Cairo's matrix singular.
    static let minimumScale: CGFloat = 0.0001
    /// The fill of the placeholder drawn for a missing asset or symbol: a light grey.
    static let placeholderFill = RGBA(red: 0.9, green: 0.9, blue: 0.92, alpha: 1)
    /// The outline and cross of the placeholder: magenta, which no design uses, so a gap is seen at once.
    static let placeholderStroke = RGBA(red: 1, green: 0, blue: 1, alpha: 1)

    /// A renderer drawing text with `textSystem`, keeping at most `layerBudget` bytes of retained layers.
    public init(textSystem: PangoTextSystem, layerBudget: Int = CairoRenderer.defaultLayerBudget) {
        self.textSystem = textSystem
        compositor = CairoCompositor(layerBudget: layerBudget)
    }

    /// Whether a group is being drawn ahead: each frame that changes no pixel draws a part of it
    /// (`drawNextPartAhead`).
    public var hasPendingWork: Bool { !waitingAhead.isEmpty }

    /// The retained layers in one line, for `--stats`: how many, their memory against the budget, cache hits,
    /// misses and evictions; then how many symbols frames painted from their pixels drawn ahead.
    public var layerSummary: String { "\(layers.summary), \(symbolsDrawnAhead) symbols drawn ahead" }

    /// Renders `list` on a `background`-filled canvas of `size` points at `scale` pixels per point. A dimension
    /// under a pixel (0, or NaN) still gives one pixel, and one over Cairo's 32,767 pixels is cut to it.
    ///
    /// When the renderer drew the frame before on the same canvas, it starts from that frame's pixels and draws
    /// again only where the lists differ (`Compositor.beginFrame`), and the image lists those rects as its
    /// `damagedRects`. It keeps the last image it returned for this, so images are not to be changed in place; the
    /// image returned before it is drawn into again once no one else holds it. A frame that changes no pixel does
    /// the next part of the group being drawn ahead, if one is (`drawNextPartAhead`).
    public func render(_ list: DisplayList, size: CGSize, scale: CGFloat, background: RGBA?) -> CairoImage {
        drewSinceTrim = true
        let start = compositor.beginFrame(list, on: FrameCanvas(size: size, scale: scale, background: background))
        let image = start.frame
        guard let cr = cairo_create(image.surface) else { return image }
        frameSurface = image.surface
        preparedFramePictures = false
        preparedFrameSymbols = false
        defer {
            cairo_destroy(cr)
            frameSymbols = [:]
        }
        if let damage = start.damage {
            image.damagedRects = damage
            for rect in damage { cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height) }
            cairo_clip(cr)
        }
        guard image.damagedRects?.isEmpty != true else {
            drawNextPartAhead()
            return image
        }
        let fill = background ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        cairo_set_source_rgba(cr, fill.red, fill.green, fill.blue, fill.alpha)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, scale, scale)
        draw(list, cr: cr, scale: scale)
        compositor.endFrame()
        return image
    }

    /// Drops the retained layers the last `idleFramesKept` frames did not use, the reduced copies of content the
    /// last frame did not use, and of the other layers it did not use all but the most recently used that fit in
    /// `idleUnusedScreens` screens of pixels; lets go of the spare frame buffer (`Compositor.releaseSpareFrame`) and
    /// the freed surfaces kept for the next layers (`SurfacePool`); then gives the pages of freed memory back to the
    /// system (glibc's `malloc_trim`). It does so once after frames were drawn; idle again with no frame drawn
    /// since, it does nothing. Without the first, the layers of every opening and zoom seen in the last 600 frames
    /// would sit in an idle window, up to the budget.
    ///
    /// Without the others, the launcher resting on its home screen after opening its three apps would hold each
    /// app's pixels at rest (5.4 MB each on an iPhone 15), their copies averaged down for the zoom's smaller scales
    /// (a third as much again) and a spare frame: 27 MB, a quarter of its resident memory. It keeps the pixels of
    /// the app used last, which opens again without being drawn; another app's opening draws it into its layer in
    /// its first frame, as its first opening did. The next zoom averages the reduced copies down again from the
    /// kept pixels, one pass over them, and the next frame copies the one shown into a new buffer.
    ///
    /// Frames allocate and free buffers of megabytes (surfaces, layers, blur scratch). A layer's surface goes back
    /// to the pool for the next layer, so frames that make a layer a frame do not fault fresh pages in for it
    /// (Weather's detail frame took 11.4 -> 15.1 ms when they did); glibc's heap keeps the rest for the next frame
    /// (its mapping threshold left to grow, as fixing it mapped Cairo's group surfaces afresh every frame). What the
    /// heap holds free is given back here, when the host stops drawing.
    public func didBecomeIdle() {
        guard drewSinceTrim else { return }
        drewSinceTrim = false
        layers.dropLayers(unusedFor: Self.idleFramesKept)
        layers.dropLayers(of: .reducedContent, unusedFor: 1)
        if let shown = compositor.latest?.frame {
            layers.dropUnusedLayers(keepingAtMost: Int(Self.idleUnusedScreens * Double(shown.width * shown.height * 4)))
        }
        compositor.releaseSpareFrame()
        surfaces.empty()
        malloc_trim(0)
    }

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
        case .layeredSymbol(let name, let rect, let weight, let layers):
            if !drawSymbol(name, in: rect, weight: weight, color: layers.primary, layers: layers, cr: cr) {
                warnings.once("no symbol named \"\(name)\" in Meadow's symbol set: drawing a placeholder")
                drawPlaceholder(rect, cr: cr)
            }
        case .placeholder(let rect):
            drawPlaceholder(rect, cr: cr)
        case .group(let effect, let inner):
            // A group holding a material is drawn in place: its pixels depend on what is behind it now.
            if compositor.hasCompositedGroups, inner.backdropBounds.isNull, drawComposited(item, identity: inner.identity, cr: cr) {
                return
            }
            drawGroup(inner, effect: effect, cr: cr, scale: scale)
        }
    }

    private func drawGroup(_ list: DisplayList, effect: DisplayEffect, cr: OpaquePointer, scale: CGFloat) {
        switch effect {
        case .offset(let offset):
            var matrix = cairo_matrix_t()
            cairo_get_matrix(cr, &matrix)
            cairo_translate(cr, offset.width, offset.height)
            let readsBackdrop = !list.backdropBounds.isNull
            if list.isScrolled, !readsBackdrop, drawScrolled(list, cr: cr, scale: scale) {
                // A scroll view's content, copied from its layer.
            } else if list.isAnimating, !readsBackdrop {
                drawSliding(list, cr: cr, scale: scale)
            } else {
                draw(list, cr: cr, scale: scale)
            }
            cairo_set_matrix(cr, &matrix)
        case .opacity(let opacity):
            if list.items.count == 1, case .group(.transform(let transform), let inner) = list.items[0],
                inner.backdropBounds.isNull, compositor.isMoving(inner, transform), drawMoving(inner, transform: transform, alpha: opacity, cr: cr, scale: scale)
            {
                return
            }
            if Self.isUnseen(opacity), !list.isAnimating, drawAhead(list, cr: cr, scale: scale) { return }
            cairo_save(cr)
            defer { cairo_restore(cr) }
            guard clipToPixels(of: list.bounds, cr: cr) else { return }
            cairo_push_group(cr)
            draw(list, cr: cr, scale: scale)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        case .clip(let path, let style):
            drawClipped(to: path, style: style, cr: cr) { draw(list, cr: cr, scale: scale) }
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
            if list.backdropBounds.isNull, compositor.isMoving(list, transform), drawMoving(list, transform: transform, alpha: 1, cr: cr, scale: scale) { return }
            cairo_save(cr)
            Self.apply(transform, to: cr)
            draw(list, cr: cr, scale: scale)
            cairo_restore(cr)
        case .projection(let projection):
            drawProjected(list, projection: projection, cr: cr, scale: scale)
        case .colorMatrix(let matrix):
            guard let area = pixelBounds(of: list, sigma: 0, cr: cr) else { return }
            let layer = CairoMask(area: area, channels: .color, pool: surfaces)
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
        case .custom(let effect):
            var context = CairoEffectContext(
                renderer: self, content: list, reach: effect.base.bounds(ofContent: list.bounds), cr: cr, scale: scale)
            effect.base.draw(in: &context)
        }
    }

    /// Runs `draw` clipped to `path` filled by `style`, the clip known to what draws symbols ahead and to blurred
    /// layers (`clips`, `clipBounds`).
    func drawClipped(to path: Path, style: FillStyle, cr: OpaquePointer, _ draw: () -> Void) {
        cairo_save(cr)
        let clip = CairoClip(path: path, style: style, matrix: currentMatrix(cr))
        clip.apply(to: cr)
        let outer = clipBounds
        if let clipped = deviceRect(path.boundingRect, cr: cr) { clipBounds = outer?.intersection(clipped) ?? clipped }
        clips.append((clip, drawing.count))
        draw()
        clips.removeLast()
        clipBounds = outer
        cairo_restore(cr)
    }
}
