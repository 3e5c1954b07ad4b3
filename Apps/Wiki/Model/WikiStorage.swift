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
}
