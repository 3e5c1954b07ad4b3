import Foundation

/// An alignment guide along the horizontal axis, as SwiftUI's `HorizontalAlignment`.
///
/// The built-in guides sit at 0 (leading), half the width (center) and the width (trailing) of a view that sets
/// no explicit value (§1.5); `init(_:)` makes a custom guide from an `AlignmentID`.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// A guide identified by `id`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .horizontal)
    }

    /// The view's leading edge.
    public static let leading = HorizontalAlignment(LeadingAlignmentID.self)
    /// The view's horizontal centre.
    public static let center = HorizontalAlignment(HorizontalCenterAlignmentID.self)
    /// The view's trailing edge.
    public static let trailing = HorizontalAlignment(TrailingAlignmentID.self)
}

enum LeadingAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum HorizontalCenterAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width * 0.5 }
}

enum TrailingAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
