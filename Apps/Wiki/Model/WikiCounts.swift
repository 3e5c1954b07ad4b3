/// How many wikis each home-screen card stands for.
public struct WikiCounts: Equatable, Sendable {
    public var all: Int
    public var `private`: Int
    public var bookmarked: Int
    public var templates: Int

    public init(all: Int = 0, private: Int = 0, bookmarked: Int = 0, templates: Int = 0) {
        self.all = all
        self.private = `private`
        self.bookmarked = bookmarked
        self.templates = templates
    }
}
