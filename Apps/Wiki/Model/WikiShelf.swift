/// What a home-screen card stands for: every wiki, or those private, bookmarked or made templates.
public enum WikiShelf: Sendable, CaseIterable {
    case all
    case `private`
    case bookmarked
    case templates

    /// The card's and its list's title.
    var title: String {
        switch self {
        case .all: "All Wikis"
        case .private: "Private"
        case .bookmarked: "Bookmarked"
        case .templates: "Templates"
        }
    }
}
