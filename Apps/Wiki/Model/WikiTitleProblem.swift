import Foundation

/// Why a title cannot be used for a new wiki or folder; the form shows `message` under the field and saves nothing.
public enum WikiTitleProblem: Error, Equatable, Sendable {
    case empty
    case tooLong
    /// A wiki or folder in the same folder already has this title (compared ignoring case).
    case taken(String)

    /// The longest title, in characters.
    public static let maximumLength = 200

    /// The title with the whitespace around it removed, or the problem with it that storage need not look up.
    public static func checked(_ title: String) throws -> String {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { throw WikiTitleProblem.empty }
        if trimmed.count > maximumLength { throw WikiTitleProblem.tooLong }
        return trimmed
    }

    /// What the form says under the field.
    public var message: String {
        switch self {
        case .empty: "Type a title first"
        case .tooLong: "A title can be at most \(Self.maximumLength) characters"
        case .taken(let title): "\"\(title)\" is already used in this folder"
        }
    }
}
