import Foundation

extension ViewSpacing {
    /// The kind of neighbour a spacing preference is for (§1.6): two views' preferences meet only where the
    /// facing edges name the same category.
    enum Category: Hashable, Sendable {
        /// Text next to text: the lower text's leading.
        case textToText
        /// A text's baseline distance from its edge.
        case textBaseline
        /// The edge of a view above a text (on the text's top) or the top of a view under it (0 on a plain view).
        case edgeAboveText
        /// The edge of a view below a text (on the text's bottom) or the bottom of a view over it (0 on a plain
        /// view).
        case edgeBelowText
        /// A view's trailing edge towards text to its right.
        case edgeLeftText
        /// A view's leading edge towards text to its left.
        case edgeRightText
    }
}
