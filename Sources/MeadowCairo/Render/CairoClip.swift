import CCairo
import Foundation
import MeadowCore

/// A clip group's clip: its path and fill style, through the transform it was set with. Kept while the group is
/// drawn, so what is drawn within it on a surface of its own (`SymbolRaster`) is cut as the group cuts it in place.
struct CairoClip {
    let path: Path
    let style: FillStyle
    let matrix: cairo_matrix_t

    /// Clips `cr` to the path, as the group clips what it draws, leaving `cr`'s transform as it was.
    func apply(to cr: OpaquePointer) {
        var matrix = matrix
        var current = cairo_matrix_t()
        cairo_get_matrix(cr, &current)
        cairo_set_matrix(cr, &matrix)
        CairoPath.add(path, to: cr)
        cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        cairo_clip(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        cairo_set_matrix(cr, &current)
    }
}
