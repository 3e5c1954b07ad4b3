import Foundation

extension Text {
    /// How a line through or under text is drawn, as SwiftUI's `Text.LineStyle`: a pattern and a colour (`nil`:
    /// the text's own).
    public struct LineStyle: Hashable, Sendable {
        let pattern: Pattern
        let color: Color?

        /// A line of `pattern` in `color` (`nil`: the text's foreground colour).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A single solid line in the text's colour.
        public static let single = LineStyle()

        /// The dashes a line is drawn with, as SwiftUI's `Text.LineStyle.Pattern`.
        public struct Pattern: Hashable, Sendable {
            /// The lengths of the line's dashes and gaps, alternately, in multiples of its thickness; empty for a
            /// solid line.
            package let dashes: [CGFloat]

            /// A solid line.
            public static let solid = Pattern(dashes: [])
            /// A line of dots.
            public static let dot = Pattern(dashes: [1, 1])
            /// A line of dashes.
            public static let dash = Pattern(dashes: [4, 2])
            /// A line of dashes and dots, alternately.
            public static let dashDot = Pattern(dashes: [4, 2, 1, 2])
            /// A line of dashes each followed by two dots.
            public static let dashDotDot = Pattern(dashes: [4, 2, 1, 2, 1, 2])
        }
    }
}
