/// A path in the file system, as the System framework's `FilePath` (iOS 14): a value written from a string or a
/// string literal, which Foundation's `URL(filePath:)` takes on iOS 16.
///
/// As System's, the path is normalised when it is made: repeated separators are collapsed to one and a trailing
/// separator is dropped (the root `/` stays), so `FilePath("/a//b/")` is `/a/b`.
public struct FilePath: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible,
    CustomDebugStringConvertible
{
    /// The path as text.
    public private(set) var string: String

    /// An empty path.
    public init() {
        string = ""
    }

    /// The path `string`, normalised.
    public init(_ string: String) {
        var normalised = ""
        for character in string where !(character == "/" && normalised.hasSuffix("/")) {
            normalised.append(character)
        }
        if normalised.count > 1, normalised.hasSuffix("/") { normalised.removeLast() }
        self.string = normalised
    }

    public init(stringLiteral string: String) {
        self.init(string)
    }

    /// Whether the path has no text at all.
    public var isEmpty: Bool { string.isEmpty }

    /// Whether the path starts at the root.
    public var isAbsolute: Bool { string.hasPrefix("/") }

    public var description: String { string }

    public var debugDescription: String { string.debugDescription }
}
