import CCairo
import Foundation
import MeadowCore

extension CairoRenderer {
    /// Cairo's operator for a blend mode; `plusDarker`, which Cairo lacks, draws as multiply (see `BlendMode`).
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
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
    func drawProjected(_ list: DisplayList, projection: ProjectionTransform, cr: OpaquePointer, scale: CGFloat) {
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
        let source = CairoMask(area: sourceArea, channels: .color, pool: surfaces)
        drawOffscreen(list, into: source, matrix: matrix, scale: scale)
        PerspectiveWarp.warp(source, by: deviceProjection, into: area)?.paint(into: cr, at: area.origin)
    }
}
