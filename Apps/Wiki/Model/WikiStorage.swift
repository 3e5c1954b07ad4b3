/// Where the app keeps its wikis and folders. `WikiLibrary` calls it on the main actor; each call is one
/// transaction, so a change is either saved whole or not at all.
public protocol WikiStorage: AnyObject {
    /// How many wikis each card stands for.
    func counts() throws -> WikiCounts
    /// Saves a new wiki (private, as the form's footnote says) or folder in `folder` (nil: the top level) and returns
    /// its id. Throws `WikiTitleProblem` for an empty, too long or already used title, saving nothing.
    func create(_ kind: WikiKind, titled title: String, in folder: Int64?) throws -> Int64
    /// What a card's list shows: for every wiki, the folders first, then the wikis; for the other cards, the wikis
    /// they count. Each group newest first.
    func entries(on shelf: WikiShelf) throws -> [WikiEntry]
    /// The text of the wiki numbered `id`'s page; empty for a new wiki.
    func body(ofWiki id: Int64) throws -> String
    /// Replaces the wiki numbered `id`'s page text with `body` in one transaction, stamping it as updated now: the
    /// page saved before stays whole until this one is.
    func setBody(_ body: String, ofWiki id: Int64) throws
    /// Every folder, by title: where a wiki can be moved.
    func folders() throws -> [WikiEntry]
    /// Gives a wiki or folder a new title. Throws `WikiTitleProblem` for an empty or too long title, or one another
    /// wiki or folder in its folder has, saving nothing.
    func rename(_ entry: WikiEntry, to title: String) throws
    /// Bookmarks a wiki or takes its bookmark away.
    func setBookmarked(_ isBookmarked: Bool, ofWiki id: Int64) throws
    /// Makes a wiki a template or an ordinary wiki again.
    func setTemplate(_ isTemplate: Bool, ofWiki id: Int64) throws
    /// Moves a wiki into `folder` (nil: the top level). Throws `WikiTitleProblem.taken` when a wiki or folder there
    /// has its title, moving nothing.
    func move(wiki id: Int64, into folder: Int64?) throws
    /// Deletes a wiki, keeping what it was in memory so `restoreWiki` can put it back until `forgetDeletedWiki`.
    func deleteWiki(_ id: Int64) throws
    /// Puts a deleted wiki back as it was, with its number, title, body, flags and folder.
    func restoreWiki(_ id: Int64) throws
    /// Lets a deleted wiki go for good: it can no longer be restored.
    func forgetDeletedWiki(_ id: Int64)
}
