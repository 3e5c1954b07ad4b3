import Foundation
import Testing

@testable import WikiStore
import WikiUI

@Suite("Wiki storage: a real SQLite file")
struct WikiDatabaseTests {
    @Test("A new database is made with its folder, in WAL mode at the newest schema version, and keeps what is created")
    func createsAndKeeps() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("nested/meadow/wiki.sqlite")
        do {
            let database = try WikiDatabase(path: path)
            #expect(try database.counts() == WikiCounts())
            _ = try database.create(.wiki, titled: "  Groceries ", in: nil)
            _ = try database.create(.wiki, titled: "Recipes", in: nil)
            _ = try database.create(.folder, titled: "Work", in: nil)
            #expect(try database.counts() == WikiCounts(all: 2, private: 2))
        }
        #expect(try rawSQL(path, "PRAGMA journal_mode") == [["wal"]])
        #expect(try rawSQL(path, "PRAGMA user_version") == [["\(Schema.migrations.count)"]])
        #expect(try rawSQL(path, "SELECT title, private, bookmarked, template FROM wikis ORDER BY id")
                == [["Groceries", "1", "0", "0"], ["Recipes", "1", "0", "0"]])
        #expect(try rawSQL(path, "SELECT title, parent_id FROM folders") == [["Work", nil]])
        let reopened = try WikiDatabase(path: path)
        #expect(try reopened.counts() == WikiCounts(all: 2, private: 2))
    }

    @Test("Bookmarked and Templates count the wikis with those flags")
    func flagCounts() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("wiki.sqlite")
        let database = try WikiDatabase(path: path)
        let first = try database.create(.wiki, titled: "One", in: nil)
        _ = try database.create(.wiki, titled: "Two", in: nil)
        try database.setBookmarked(true, ofWiki: first)
        try rawSQL(path, "UPDATE wikis SET template = 1, private = 0 WHERE title = 'Two'")
        #expect(try database.counts() == WikiCounts(all: 2, private: 1, bookmarked: 1, templates: 1))
    }

    @Test("A title already used in the same folder, by a wiki or a folder and in any case, is refused and nothing is saved")
    func duplicates() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("wiki.sqlite")
        let database = try WikiDatabase(path: path)
        _ = try database.create(.wiki, titled: "Groceries", in: nil)
        let work = try database.create(.folder, titled: "Work", in: nil)
        #expect(throws: WikiTitleProblem.taken("Groceries")) { try database.create(.wiki, titled: "groceries ", in: nil) }
        #expect(throws: WikiTitleProblem.taken("Groceries")) { try database.create(.folder, titled: "GROCERIES", in: nil) }
        #expect(throws: WikiTitleProblem.taken("Work")) { try database.create(.wiki, titled: "Work", in: nil) }
        _ = try database.create(.wiki, titled: "Groceries", in: work)
        #expect(throws: WikiTitleProblem.taken("Groceries")) { try database.create(.wiki, titled: "Groceries", in: work) }
        #expect(try rawSQL(path, "SELECT count(*) FROM wikis") == [["2"]])
        #expect(try rawSQL(path, "SELECT count(*) FROM folders") == [["1"]])
    }

    @Test("An empty, whitespace-only or over-200-character title is refused and nothing is saved; 200 is allowed",
          arguments: [("", WikiTitleProblem.empty), ("   \n\t", .empty), (String(repeating: "x", count: 201), .tooLong)])
    func validation(title: String, problem: WikiTitleProblem) throws {
        let folder = try TemporaryFolder()
        let path = folder.path("wiki.sqlite")
        let database = try WikiDatabase(path: path)
        #expect(throws: problem) { try database.create(.wiki, titled: title, in: nil) }
        #expect(throws: problem) { try database.create(.folder, titled: title, in: nil) }
        #expect(try rawSQL(path, "SELECT (SELECT count(*) FROM wikis) + (SELECT count(*) FROM folders)") == [["0"]])
        _ = try database.create(.wiki, titled: String(repeating: "é", count: 200), in: nil)
        #expect(try database.counts().all == 1)
    }

    @Test("A file at schema version 1 is migrated to version 2, keeping its wikis and folders")
    func migratesVersion1() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("wiki.sqlite")
        try rawSQL(path, Schema.migrations[0] + """
            INSERT INTO folders (title, title_key, created_at) VALUES ('Work', 'work', 1000);
            INSERT INTO wikis (title, title_key, body, folder_id, private, created_at) VALUES ('Plan', 'plan', 'Ship it', 1, 1, 2000);
            INSERT INTO wikis (title, title_key, private, created_at) VALUES ('Open', 'open', 0, 3000);
            PRAGMA user_version = 1;
            """)
        let database = try WikiDatabase(path: path)
        #expect(try rawSQL(path, "PRAGMA user_version") == [["2"]])
        #expect(try rawSQL(path, "SELECT title, body, folder_id, private, bookmarked, template, updated_at FROM wikis ORDER BY id")
                == [["Plan", "Ship it", "1", "1", "0", "0", "2000.0"], ["Open", "", nil, "0", "0", "0", "3000.0"]])
        #expect(try rawSQL(path, "SELECT title, updated_at FROM folders") == [["Work", "1000.0"]])
        #expect(try database.counts() == WikiCounts(all: 2, private: 1))
        #expect(throws: WikiTitleProblem.taken("Plan")) { try database.create(.wiki, titled: "plan", in: 1) }
        try database.setBookmarked(true, ofWiki: 2)
        #expect(try database.counts() == WikiCounts(all: 2, private: 1, bookmarked: 1))
    }

    @Test("A file that is not SQLite is refused, naming it, and left byte for byte as it was")
    func notSQLite() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("notes.sqlite")
        let contents = Data(String(repeating: "These are my notes, not a database.\n", count: 200).utf8)
        try contents.write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: WikiDatabase.OpenError.self) { try WikiDatabase(path: path) }
        #expect(error.description.contains(path) && error.description.contains("not a SQLite database"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["notes.sqlite"])
    }

    @Test("A file with a newer schema than the app knows is refused, naming it, and left byte for byte as it was")
    func newerSchema() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("wiki.sqlite")
        try rawSQL(path, "CREATE TABLE future (x); PRAGMA user_version = 3;")
        let contents = try Data(contentsOf: URL(fileURLWithPath: path))
        let error = try #require(throws: WikiDatabase.OpenError.self) { try WikiDatabase(path: path) }
        #expect(error.description == "cannot open the wiki database \"\(path)\": its schema version is 3, newer than this app knows (2)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
        #expect(try rawSQL(path, "PRAGMA journal_mode") == [["delete"]])
    }

    @Test("Another program's SQLite database (tables, schema version 0) is refused, naming it, and left as it was")
    func anotherProgramsDatabase() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("photos.sqlite")
        try rawSQL(path, "CREATE TABLE folders (name TEXT); INSERT INTO folders VALUES ('Holidays');")
        let contents = try Data(contentsOf: URL(fileURLWithPath: path))
        let error = try #require(throws: WikiDatabase.OpenError.self) { try WikiDatabase(path: path) }
        #expect(error.description == "cannot open the wiki database \"\(path)\": it is another program's SQLite database")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
    }

    @Test("A database whose folder cannot be made is refused, naming the file")
    func unwritableFolder() throws {
        let folder = try TemporaryFolder()
        try Data("a file".utf8).write(to: folder.url.appendingPathComponent("meadow"))
        let path = folder.path("meadow/wiki.sqlite")
        let error = try #require(throws: WikiDatabase.OpenError.self) { try WikiDatabase(path: path) }
        #expect(error.description.hasPrefix("cannot open the wiki database \"\(path)\": its folder cannot be made"))
    }

    @Test("The default database is $XDG_DATA_HOME/meadow/wiki.sqlite, else ~/.local/share/meadow/wiki.sqlite")
    func defaultPath() {
        #expect(WikiDatabase.defaultPath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ann"]) == "/data/meadow/wiki.sqlite")
        #expect(WikiDatabase.defaultPath(environment: ["HOME": "/home/ann"]) == "/home/ann/.local/share/meadow/wiki.sqlite")
        #expect(WikiDatabase.defaultPath(environment: ["XDG_DATA_HOME": "", "HOME": "/home/ann"])
                == "/home/ann/.local/share/meadow/wiki.sqlite")
        #expect(WikiDatabase.defaultPath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/ann"])
                == "/home/ann/.local/share/meadow/wiki.sqlite")
    }

    @Test("--database takes a path; without a value or with another option it is a usage error",
          arguments: [(["--database"], "--database needs a value"), (["--database", "--stats"], "--database needs a value"),
                      (["--offline"], "unknown option \"--offline\"; Wiki also takes --database PATH")])
    func options(arguments: [String], message: String) throws {
        #expect(try WikiOptions(arguments: ["--database", "/tmp/w.sqlite"]).databasePath == "/tmp/w.sqlite")
        #expect(try WikiOptions(arguments: []).databasePath == WikiDatabase.defaultPath())
        let error = try #require(throws: WikiOptions.UsageError.self) { try WikiOptions(arguments: arguments) }
        #expect(error.description == message)
    }
}
