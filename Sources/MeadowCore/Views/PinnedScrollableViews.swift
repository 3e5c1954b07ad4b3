/// The kinds of views a lazy stack or grid can pin to the scroll view's edges, as SwiftUI's `PinnedScrollableViews`.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The header of each section.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer of each section.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
