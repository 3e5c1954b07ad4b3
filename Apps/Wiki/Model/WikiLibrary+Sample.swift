import Foundation

extension WikiLibrary {
    /// A library kept in memory with a folder and two wikis, one of them bookmarked: what previews show.
    static var sample: WikiLibrary {
        let library = WikiLibrary(storage: SampleWikiStorage())
        _ = library.create(.folder, titled: "Recipes")
        _ = library.create(.wiki, titled: "Garden Notes")
        _ = library.create(.wiki, titled: "Reading List")
        if let wiki = library.entries(on: .private).last { library.toggleBookmark(wiki) }
        return library
    }

    /// The newest wiki of the library, for previews of a view that shows one.
    var newestWiki: WikiEntry {
        guard let wiki = entries(on: .private).first else { preconditionFailure("the sample library has wikis") }
        return wiki
    }
}
