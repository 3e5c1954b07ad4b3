import CCairo
import Foundation
import MeadowCore

/// A path already in Cairo's own form, ready for `cairo_append_path`.
typealias FloorPath = UnsafeMutablePointer<cairo_path_t>

/// One primitive command of the floor tape: a few raw Cairo or Pango calls with every argument precomputed.
enum FloorCommand {
    /// Fills `path` in a colour with a fill rule and antialiasing.
    case fill(FloorPath, RGBA, evenOdd: Bool, antialiased: Bool)
    /// Strokes `path` in a colour.
    case stroke(FloorPath, RGBA, FloorStroke)
    /// Saves the state and clips to `path`; a later `.restore` ends the clip.
    case clip(FloorPath, evenOdd: Bool, antialiased: Bool)
    /// Saves the state and multiplies the transform by a matrix; a later `.restore` ends it.
    case transform(cairo_matrix_t)
    /// Restores the state saved by `.clip` or `.transform`.
    case restore
    /// Shows a laid-out Pango layout with its top-left at `origin` (points).
    case text(layout: OpaquePointer, origin: CGPoint, RGBA)
    /// Paints an image surface of `pixelSize` stretched to `rect` (points); `tint` paints its alpha in a colour.
    case image(surface: OpaquePointer, rect: CGRect, pixelSize: CGSize, tint: RGBA?)
    /// Paints a colour through an alpha surface (a blurred shadow) with its top-left at device pixel `origin`.
    case mask(surface: OpaquePointer, origin: CGPoint, RGBA)
    /// Paints a colour surface (a blurred layer) with its top-left at device pixel `origin`.
    case layer(surface: OpaquePointer, origin: CGPoint)
    /// Starts an offscreen group; `.endGroup` composites it.
    case beginGroup
    /// Composites the group started by `.beginGroup` with `opacity`.
    case endGroup(opacity: Double)
}

/// The stroke parameters of a `.stroke` command, as Cairo takes them.
struct FloorStroke {
    var width: Double
    var cap: cairo_line_cap_t
    var join: cairo_line_join_t
    var miterLimit: Double = 10
    var dash: [Double] = []
    var dashPhase: Double = 0
}
