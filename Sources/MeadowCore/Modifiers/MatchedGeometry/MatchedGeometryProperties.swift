/// Which parts of a source view's frame `matchedGeometryEffect` gives the other views with its id, as SwiftUI's
/// `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The source's position: the view's anchor goes where the source's anchor is.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The source's size, proposed to the view.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both the position and the size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
