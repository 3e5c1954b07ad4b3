import Foundation

/// Measures text for layout; the backend that measures also draws, so sizes and pixels agree.
@MainActor
public protocol TextSystem: AnyObject {
    /// The size of `run` wrapped at `width` (`nil`: one line per paragraph), limited to `maxLines` lines.
    func measure(_ run: TextStyleRun, width: CGFloat?, maxLines: Int?) -> TextMetrics
}
