import Foundation
import Testing

@testable import WikiStore
import WikiUI

@Suite("Wiki storage: a wiki's page in a real SQLite file")
struct WikiPageStorageTests {
    @Test("A new wiki's page is empty; a saved page is read back, in another connection too, stamped as updated")
    func savesAndReads() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("wiki.sqlite")
        var time = Date(timeIntervalSince1970: 1000)
        let database = try WikiDatabase(path: path, now: { time })
        let id = try database.create(.wiki, titled: "Notes", in: nil)
        #expect(try database.body(ofWiki: id) == "")
        time = Date(timeIntervalSince1970: 2000)
        let text = "First line\nSecond line, with ünïcode ✓\n"
        try database.setBody(text, ofWiki: id)
        #expect(try database.body(ofWiki: id) == text)
        #expect(try WikiDatabase(path: path).body(ofWiki: id) == text)
        #expect(try rawSQL(path, "SELECT created_at, updated_at FROM wikis") == [["1000.0", "2000.0"]])
    }

    @Test("Saving one page leaves the others as they were")
    func savesOnePage() throws {
        let folder = try TemporaryFolder()
        let database = try WikiDatabase(path: folder.path("wiki.sqlite"))
        let first = try database.create(.wiki, titled: "One", in: nil)
        let second = try database.create(.wiki, titled: "Two", in: nil)
        try database.setBody("one", ofWiki: first)
        try database.setBody("two", ofWiki: second)
        try database.setBody("one, edited", ofWiki: first)
        #expect(try database.body(ofWiki: first) == "one, edited")
        #expect(try database.body(ofWiki: second) == "two")
    }

    @Test("A page written by the first release (schema version 1) is read after the migration and saved again")
    func pageFromVersion1() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("wiki.sqlite")
        try rawSQL(path, Schema.migrations[0] + """
            INSERT INTO wikis (title, title_key, body, private, created_at) VALUES ('Plan', 'plan', 'Ship it
            on Friday', 1, 2000);
            PRAGMA user_version = 1;
            """)
        let database = try WikiDatabase(path: path)
        #expect(try rawSQL(path, "PRAGMA user_version") == [["\(Schema.migrations.count)"]])
        #expect(try database.body(ofWiki: 1) == "Ship it\non Friday")
        try database.setBody("Shipped", ofWiki: 1)
        #expect(try WikiDatabase(path: path).body(ofWiki: 1) == "Shipped")
    }
}
