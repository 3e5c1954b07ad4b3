/// How prominent a section header is, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
    /// The list style's header: footnote text, uppercase, in the secondary colour.
    case standard
    /// A more prominent header: bold title 3 text in the primary colour, as it is written.
    case increased
}
