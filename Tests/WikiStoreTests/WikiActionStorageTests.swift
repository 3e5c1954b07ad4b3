import Foundation
import Testing

@testable import WikiStore
import WikiUI

@Suite("Wiki storage: renaming, bookmarking, templates, moving, deleting and restoring in a real SQLite file")
struct WikiActionStorageTests {
    let folder: TemporaryFolder
    let path: String
    let database: WikiDatabase
    let groceries: Int64
    let recipes: Int64
    let work: Int64

    init() throws {
        folder = try TemporaryFolder()
        path = folder.path("wiki.sqlite")
        database = try WikiDatabase(path: path, now: { Date(timeIntervalSince1970: 100) })
        work = try database.create(.folder, titled: "Work", in: nil)
        recipes = try database.create(.wiki, titled: "Recipes", in: nil)
        groceries = try database.create(.wiki, titled: "Groceries", in: nil)
    }

    func entry(_ id: Int64) throws -> WikiEntry {
        try #require(try database.entries(on: .all).first { $0.kind == .wiki && $0.number == id })
    }

    @Test("Rename saves the trimmed title and its key; another case of its own title is allowed")
    func rename() throws {
        try database.rename(try entry(groceries), to: "  Shopping ")
        #expect(try rawSQL(path, "SELECT title, title_key FROM wikis WHERE id = \(groceries)") == [["Shopping", "shopping"]])
        try database.rename(try entry(groceries), to: "SHOPPING")
        #expect(try rawSQL(path, "SELECT title FROM wikis WHERE id = \(groceries)") == [["SHOPPING"]])
        let folderEntry = try #require(try database.folders().first)
        try database.rename(folderEntry, to: "Office")
        #expect(try rawSQL(path, "SELECT title FROM folders") == [["Office"]])
    }

    @Test("Rename refuses an empty, too long or used title (by a wiki or a folder in the same folder) and saves nothing",
          arguments: [("  ", WikiTitleProblem.empty), (String(repeating: "y", count: 201), .tooLong),
                      ("recipes", .taken("Recipes")), ("WORK", .taken("Work"))])
    func renameRefused(title: String, problem: WikiTitleProblem) throws {
        #expect(throws: problem) { try database.rename(try entry(groceries), to: title) }
        #expect(try rawSQL(path, "SELECT title FROM wikis ORDER BY id") == [["Recipes"], ["Groceries"]])
    }

    @Test("Bookmark and template flags are saved and counted, and taken away again")
    func flags() throws {
        try database.setBookmarked(true, ofWiki: groceries)
        try database.setTemplate(true, ofWiki: recipes)
        #expect(try database.counts() == WikiCounts(all: 2, private: 2, bookmarked: 1, templates: 1))
        #expect(try entry(groceries).isBookmarked && !entry(groceries).isTemplate && entry(recipes).isTemplate)
        #expect(try database.entries(on: .templates).map(\.title) == ["Recipes"])
        try database.setBookmarked(false, ofWiki: groceries)
        #expect(try database.counts() == WikiCounts(all: 2, private: 2, bookmarked: 0, templates: 1))
    }

    @Test("Move puts a wiki in a folder and back at the top level; a title used there refuses the move")
    func move() throws {
        try database.move(wiki: groceries, into: work)
        #expect(try entry(groceries).folder == work)
        #expect(try rawSQL(path, "SELECT folder_id FROM wikis WHERE id = \(groceries)") == [["\(work)"]])
        let other = try database.create(.wiki, titled: "Recipes", in: work)
        #expect(throws: WikiTitleProblem.taken("Recipes")) { try database.move(wiki: recipes, into: work) }
        #expect(try entry(recipes).folder == nil)
        try database.move(wiki: groceries, into: nil)
        #expect(try entry(groceries).folder == nil)
        #expect(try entry(other).folder == work)
    }

    @Test("Delete removes the wiki from the file; restore puts back the same row, body, flags and folder")
    func deleteAndRestore() throws {
        try database.move(wiki: groceries, into: work)
        try database.setBookmarked(true, ofWiki: groceries)
        try database.setBody("Milk, eggs", ofWiki: groceries)
        let before = try rawSQL(path, "SELECT * FROM wikis WHERE id = \(groceries)")
        try database.deleteWiki(groceries)
        #expect(try rawSQL(path, "SELECT count(*) FROM wikis WHERE id = \(groceries)") == [["0"]])
        #expect(try database.counts() == WikiCounts(all: 1, private: 1))
        try database.restoreWiki(groceries)
        #expect(try rawSQL(path, "SELECT * FROM wikis WHERE id = \(groceries)") == before)
        #expect(try database.counts() == WikiCounts(all: 2, private: 2, bookmarked: 1))
    }

    @Test("A deleted wiki let go cannot be restored, nor one deleted by an earlier process")
    func forget() throws {
        try database.deleteWiki(groceries)
        database.forgetDeletedWiki(groceries)
        try database.restoreWiki(groceries)
        #expect(try rawSQL(path, "SELECT title FROM wikis") == [["Recipes"]])
        try database.deleteWiki(recipes)
        let reopened = try WikiDatabase(path: path)
        try reopened.restoreWiki(recipes)
        #expect(try rawSQL(path, "SELECT count(*) FROM wikis") == [["0"]])
        #expect(try rawSQL(path, "PRAGMA integrity_check") == [["ok"]])
    }
}
