import CCairo
import Foundation
import MeadowCore

extension CairoRenderer {
    /// Draws the symbol `name` in `rect`: from its pixels drawn ahead with the frame's other symbols
    /// (`prepareFrameSymbols`), or drawn now, in `color` or, given `layers`, in its layers' colours. False, drawing
    /// nothing, when `SymbolSet` has no drawing of that name.
    func drawSymbol(
        _ name: String, in rect: CGRect, weight: Int, color: RGBA, layers: SymbolPalette? = nil, cr: OpaquePointer
    ) -> Bool {
        guard SymbolSet.contains(name) else { return false }
        let key = SymbolRaster.Key(
            name: name, rect: rect, weight: weight, color: color, layers: layers, matrix: currentMatrix(cr))
        if frameSymbols[key] == nil { prepareFrameSymbols() }
        if let raster = frameSymbols.removeValue(forKey: key) {
            symbolsDrawnAhead += 1
            raster.paint(into: cr)
        } else if let bounds = clipRect(cr) {
            SymbolRaster(key, clips: clips.map(\.clip), within: bounds)?.paint(into: cr)
        }
        return true
    }

    /// Draws the symbols still to be drawn into the frame, once a frame, all at once on every core: the Weather
    /// detail's hourly forecast, drawn again on every frame of its opening at another fraction of a pixel, waits
    /// for its symbols' strokes together, not for each in turn. What the frame goes on to draw from kept layers
    /// instead is drawn for nothing; a symbol placed otherwise than found here is drawn as it is met.
    func prepareFrameSymbols() {
        guard !preparedFrameSymbols, !drawing.isEmpty, let surface = frameSurface else { return }
        preparedFrameSymbols = true
        let bounds = CGRect(
            x: 0, y: 0, width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)))
        var found: [SymbolRaster.Key: [CairoClip]] = [:]
        // Of the lists being drawn, the items from the one being drawn on; of those around it, the items after it.
        for (depth, level) in drawing.enumerated() {
            let first = depth == drawing.count - 1 ? level.index : level.index + 1
            guard first < level.list.items.count else { continue }
            let around = clips.filter { $0.depth <= depth }.map(\.clip)
            Self.symbols(in: level.list.items[first...], matrix: level.matrix, clips: around, bounds: bounds, into: &found)
        }
        let pending = Array(found)
        guard pending.count > 1 else { return }
        var rasters = [SymbolRaster?](repeating: nil, count: pending.count)
        rasters.withUnsafeMutableBufferPointer { buffer in
            let results = buffer
            func draw(_ index: Int) { results[index] = SymbolRaster(pending[index].key, clips: pending[index].value, within: bounds) }
            DispatchQueue.concurrentPerform(iterations: pending.count, execute: draw)
        }
        for (symbol, raster) in zip(pending, rasters) { frameSymbols[symbol.key] = raster }
    }

    /// The symbols `items` draw within `bounds` (device pixels) through `matrix` and within `clips`, their
    /// groups' included, with the clips they are drawn within: those drawn in place, through offsets, clips,
    /// opacities, shadows, masks and blend modes, and transforms that neither rotate nor skew. A blurred or
    /// projected group's are drawn offscreen, into its layer, and one of another effect (`GraphicsEffect`) as it
    /// draws them.
    private static func symbols(
        in items: ArraySlice<DisplayItem>, matrix: cairo_matrix_t, clips: [CairoClip], bounds: CGRect,
        into found: inout [SymbolRaster.Key: [CairoClip]]
    ) {
        for item in items {
            switch item {
            case .symbol(let name, let rect, let weight, let color):
                let key = SymbolRaster.Key(name: name, rect: rect, weight: weight, color: color, matrix: matrix)
                if key.area(within: bounds) != nil { found[key] = clips }
            case .layeredSymbol(let name, let rect, let weight, let layers):
                let key = SymbolRaster.Key(
                    name: name, rect: rect, weight: weight, color: layers.primary, layers: layers, matrix: matrix)
                if key.area(within: bounds) != nil { found[key] = clips }
            case .group(let effect, let inner):
                var inside = matrix
                var within = clips
                switch effect {
                case .offset(let offset):
                    cairo_matrix_translate(&inside, offset.width, offset.height)
                case .transform(let transform):
                    guard transform.rotation == 0 else { continue }
                    apply(transform, to: &inside)
                case .blur, .projection, .colorMatrix, .custom:
                    continue
                case .clip(let path, let style):
                    within.append(CairoClip(path: path, style: style, matrix: matrix))
                case .opacity, .shadow, .mask, .blendMode:
                    break
                }
                symbols(in: inner.items[...], matrix: inside, clips: within, bounds: bounds, into: &found)
            default:
                break
            }
        }
    }
}
