/// A project file that cannot be read, said where: `project.pbxproj:14:7: expected ';' after value`.
public struct ProjectFileError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file's name as the message shows it (usually `project.pbxproj`, or a path).
    public let file: String
    /// The 1-based line of the problem, when it has a place in the text.
    public let line: Int?
    /// The 1-based column (in characters) of the problem, when it has a place in the text.
    public let column: Int?
    /// What is wrong, in a phrase.
    public let reason: String

    /// An error in `file`, at `line` and `column` when the problem has a place in the text.
    public init(file: String, line: Int? = nil, column: Int? = nil, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `file:line:column: reason`, or `file: reason`.
    public var description: String {
        if let line, let column { return "\(file):\(line):\(column): \(reason)" }
        return "\(file): \(reason)"
    }
}
