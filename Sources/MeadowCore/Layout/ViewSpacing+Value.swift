import Foundation

extension ViewSpacing {
    /// One preference: a distance, or a text's line metrics to space it from other text by (§1.6).
    enum Value: Sendable {
        case distance(CGFloat)
        /// The metrics of a text with another text below it (published on its bottom edge).
        case topTextMetrics(TextLineSpacing)
        /// The metrics of a text with another text above it (published on its top edge).
        case bottomTextMetrics(TextLineSpacing)

        var distance: CGFloat? {
            guard case .distance(let value) = self else { return nil }
            return value
        }

        /// The distance two facing preferences ask for: distances add up, a distance beside text metrics wins,
        /// and the metrics of a text above and a text below give the lower one's leading.
        func distance(to other: Value) -> CGFloat? {
            switch (self, other) {
            case let (.distance(a), .distance(b)): a + b
            case let (.distance(a), _): a
            case let (_, .distance(b)): b
            case let (.topTextMetrics(top), .bottomTextMetrics(bottom)),
                let (.bottomTextMetrics(bottom), .topTextMetrics(top)):
                TextLineSpacing.spacing(top: top, bottom: bottom)
            case (.topTextMetrics, .topTextMetrics), (.bottomTextMetrics, .bottomTextMetrics): nil
            }
        }

        /// The larger of two preferences for the same key: a distance is smaller than any metrics, and metrics
        /// compare by their line height.
        static func larger(_ a: Value, _ b: Value) -> Value {
            switch (a, b) {
            case let (.distance(x), .distance(y)): .distance(max(x, y))
            case (.distance, _): b
            case (_, .distance): a
            case let (.topTextMetrics(x), .topTextMetrics(y)): .topTextMetrics(x.lineSpacing >= y.lineSpacing ? x : y)
            case let (.bottomTextMetrics(x), .bottomTextMetrics(y)):
                .bottomTextMetrics(x.lineSpacing >= y.lineSpacing ? x : y)
            case (.topTextMetrics, .bottomTextMetrics): b
            case (.bottomTextMetrics, .topTextMetrics): a
            }
        }
    }
}
