import CCairo
import MeadowCore

/// How `CairoRenderer` samples the images it draws, as `Image.interpolation(_:)` and `antialiased(_:)` ask.
struct ImageSampling {
    var interpolation: Image.Interpolation
    var isAntialiased: Bool

    /// Cairo's filter for the interpolation: nearest for none, then fast, good and best.
    var filter: cairo_filter_t {
        switch interpolation {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_FAST
        case .medium: CAIRO_FILTER_GOOD
        case .high: CAIRO_FILTER_BEST
        }
    }
}
