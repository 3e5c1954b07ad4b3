import Foundation

/// An alignment guide along the vertical axis, as SwiftUI's `VerticalAlignment`.
///
/// The built-in guides sit at 0 (top), half the height (center) and the height (bottom) of a view that sets no
/// explicit value; the text baselines are a text's first and last line's baselines, and the height of a view
/// without text (§1.5). `init(_:)` makes a custom guide from an `AlignmentID`.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// A guide identified by `id`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .vertical)
    }

    /// The view's top edge.
    public static let top = VerticalAlignment(TopAlignmentID.self)
    /// The view's vertical centre.
    public static let center = VerticalAlignment(VerticalCenterAlignmentID.self)
    /// The view's bottom edge.
    public static let bottom = VerticalAlignment(BottomAlignmentID.self)
    /// The baseline of the topmost line of text in the view.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignmentID.self)
    /// The baseline of the bottommost line of text in the view.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignmentID.self)
}

enum TopAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum VerticalCenterAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height * 0.5 }
}

enum BottomAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

enum FirstTextBaselineAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

enum LastTextBaselineAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
