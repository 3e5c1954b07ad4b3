import Foundation

/// A wiki or folder as a list shows it.
public struct WikiEntry: Identifiable, Hashable, Sendable {
    /// Its row in its table: wikis and folders are numbered apart.
    public var number: Int64
    public var kind: WikiKind
    public var title: String
    public var created: Date
    /// The folder a wiki or folder is in; nil at the top level.
    public var folder: Int64?
    public var isBookmarked: Bool
    public var isTemplate: Bool

    /// Unique among wikis and folders together.
    public var id: String { "\(kind)-\(number)" }

    public init(
        number: Int64, kind: WikiKind, title: String, created: Date, folder: Int64? = nil, isBookmarked: Bool = false,
        isTemplate: Bool = false
    ) {
        self.number = number
        self.kind = kind
        self.title = title
        self.created = created
        self.folder = folder
        self.isBookmarked = isBookmarked
        self.isTemplate = isTemplate
    }
}
