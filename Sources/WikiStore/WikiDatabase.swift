import Foundation
import WikiUI

/// The Wiki app's wikis and folders in a SQLite file, opened in WAL mode and migrated to the newest schema.
///
/// Every change is one transaction, and SQLite syncs it to disk before the call returns (`synchronous=FULL`), so a
/// change that returned is kept even if the process is killed the next moment. A file that cannot be opened, is
/// not a SQLite database, is another program's or has a newer schema than this app knows throws `OpenError` and is
/// left as it was.
public final class WikiDatabase: WikiStorage {
    /// Why the database file cannot be used, naming it.
    public struct OpenError: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "cannot open the wiki database \"\(path)\": \(reason)" }
    }

    /// The file the database is in.
    public let path: String
    private let connection: SQLiteConnection
    private let now: () -> Date
    /// Wikis deleted and not yet let go: each one's columns as they were, to put back on undo.
    private var deletedWikis: [Int64: [String: SQLiteConnection.Value]] = [:]

    /// Opens the database at `path`, creating the file and its folder when they do not exist, and migrates it to
    /// the newest schema.
    public init(path: String, now: @escaping () -> Date = { Date() }) throws {
        self.path = path
        self.now = now
        func fail(_ reason: String) -> OpenError { OpenError(path: path, reason: reason) }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw fail("its folder cannot be made (\((error as NSError).localizedDescription))")
        }
        do {
            connection = try SQLiteConnection(path: path)
        } catch {
            throw fail("\(error)")
        }
        let version: Int64
        do {
            version = try connection.integer("PRAGMA user_version")
        } catch let error as SQLiteConnection.Failure where error.isNotADatabase {
            throw fail("it is not a SQLite database (\(error))")
        } catch {
            throw fail("\(error)")
        }
        guard version <= Int64(Schema.migrations.count) else {
            throw fail("its schema version is \(version), newer than this app knows (\(Schema.migrations.count))")
        }
        // Version 0 is a new file; the first migration sets version 1 with its tables, so tables at 0 are not ours.
        guard version > 0 || (try? connection.integer("SELECT count(*) FROM sqlite_master")) == 0 else {
            throw fail("it is another program's SQLite database")
        }
        guard !connection.isReadOnly else { throw fail("it cannot be written") }
        do {
            let mode = try connection.query("PRAGMA journal_mode = WAL").first?.first as? String
            guard mode == "wal" else { throw fail("it cannot be put in WAL mode (the journal mode is \(mode ?? "unknown"))") }
            try connection.execute("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON")
            try Schema.migrate(connection, from: Int(version))
        } catch let error as OpenError {
            throw error
        } catch {
            throw fail("\(error)")
        }
    }

    /// The database the app uses when not told another: `$XDG_DATA_HOME/meadow/wiki.sqlite`, or
    /// `~/.local/share/meadow/wiki.sqlite` when XDG_DATA_HOME is unset or not an absolute path.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        var base = environment["XDG_DATA_HOME"] ?? ""
        if !base.hasPrefix("/") {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home).appendingPathComponent(".local/share").path
        }
        return URL(fileURLWithPath: base).appendingPathComponent("meadow/wiki.sqlite").path
    }

    public func counts() throws -> WikiCounts {
        let row = try connection.query("""
            SELECT count(*), coalesce(sum(private), 0), coalesce(sum(bookmarked), 0), coalesce(sum(template), 0) FROM wikis
            """).first ?? []
        let numbers = row.map { Int($0 as? Int64 ?? 0) } + [0, 0, 0, 0]
        return WikiCounts(all: numbers[0], private: numbers[1], bookmarked: numbers[2], templates: numbers[3])
    }

    public func entries(on shelf: WikiShelf) throws -> [WikiEntry] {
        let condition = switch shelf {
        case .all: "1"
        case .private: "private = 1"
        case .bookmarked: "bookmarked = 1"
        case .templates: "template = 1"
        }
        let folders = shelf == .all
            ? try connection.query("SELECT id, title, created_at, parent_id FROM folders ORDER BY created_at DESC, id DESC")
            : []
        let wikis = try connection.query("""
            SELECT id, title, created_at, folder_id, bookmarked, template FROM wikis WHERE \(condition)
            ORDER BY created_at DESC, id DESC
            """)
        return folders.map { entry(.folder, from: $0) } + wikis.map { entry(.wiki, from: $0) }
    }

    public func folders() throws -> [WikiEntry] {
        try connection.query("SELECT id, title, created_at, parent_id FROM folders ORDER BY title_key, id")
            .map { entry(.folder, from: $0) }
    }

    /// An entry from a row of id, title, created_at, the parent folder and, for wikis, bookmarked and template.
    private func entry(_ kind: WikiKind, from row: [Any?]) -> WikiEntry {
        WikiEntry(
            number: row[0] as? Int64 ?? 0, kind: kind, title: row[1] as? String ?? "",
            created: Date(timeIntervalSince1970: row[2] as? Double ?? 0), folder: row[3] as? Int64,
            isBookmarked: row.count > 4 && row[4] as? Int64 == 1, isTemplate: row.count > 5 && row[5] as? Int64 == 1)
    }

    public func create(_ kind: WikiKind, titled title: String, in folder: Int64?) throws -> Int64 {
        let title = try WikiTitleProblem.checked(title)
        let key = title.lowercased()
        let parent: SQLiteConnection.Value = folder.map { .integer($0) } ?? .null
        let time = now().timeIntervalSince1970
        return try connection.transaction {
            if let taken = try usedTitle(key, in: parent) { throw WikiTitleProblem.taken(taken) }
            switch kind {
            case .wiki:
                try connection.query("""
                    INSERT INTO wikis (title, title_key, folder_id, private, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?)
                    """, [.text(title), .text(key), parent, .real(time), .real(time)])
            case .folder:
                try connection.query("""
                    INSERT INTO folders (title, title_key, parent_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
                    """, [.text(title), .text(key), parent, .real(time), .real(time)])
            }
            return connection.lastInsertedRowID
        }
    }

    public func body(ofWiki id: Int64) throws -> String {
        try connection.query("SELECT body FROM wikis WHERE id = ?", [.integer(id)]).first?.first as? String ?? ""
    }

    public func setBody(_ body: String, ofWiki id: Int64) throws {
        try connection.transaction {
            try connection.query("UPDATE wikis SET body = ?, updated_at = ? WHERE id = ?",
                                 [.text(body), .real(now().timeIntervalSince1970), .integer(id)])
        }
    }

    /// Bookmarks a wiki or takes its bookmark away.
    public func setBookmarked(_ isBookmarked: Bool, ofWiki id: Int64) throws {
        try connection.transaction {
            try connection.query("UPDATE wikis SET bookmarked = ?, updated_at = ? WHERE id = ?",
                                 [.integer(isBookmarked ? 1 : 0), .real(now().timeIntervalSince1970), .integer(id)])
        }
    }

    public func setTemplate(_ isTemplate: Bool, ofWiki id: Int64) throws {
        try connection.transaction {
            try connection.query("UPDATE wikis SET template = ?, updated_at = ? WHERE id = ?",
                                 [.integer(isTemplate ? 1 : 0), .real(now().timeIntervalSince1970), .integer(id)])
        }
    }

    public func rename(_ entry: WikiEntry, to title: String) throws {
        let title = try WikiTitleProblem.checked(title)
        let key = title.lowercased()
        let (table, parentColumn) = entry.kind == .wiki ? ("wikis", "folder_id") : ("folders", "parent_id")
        try connection.transaction {
            let parent = try connection.query("SELECT \(parentColumn) FROM \(table) WHERE id = ?", [.integer(entry.number)])
            guard let row = parent.first else { return }
            let folder: SQLiteConnection.Value = (row[0] as? Int64).map { .integer($0) } ?? .null
            if let taken = try usedTitle(key, in: folder, except: entry) { throw WikiTitleProblem.taken(taken) }
            try connection.query("UPDATE \(table) SET title = ?, title_key = ?, updated_at = ? WHERE id = ?",
                                 [.text(title), .text(key), .real(now().timeIntervalSince1970), .integer(entry.number)])
        }
    }

    public func move(wiki id: Int64, into folder: Int64?) throws {
        let parent: SQLiteConnection.Value = folder.map { .integer($0) } ?? .null
        try connection.transaction {
            guard let key = try connection.query("SELECT title_key FROM wikis WHERE id = ?", [.integer(id)]).first?.first as? String
            else { return }
            let moving = WikiEntry(number: id, kind: .wiki, title: "", created: Date())
            if let taken = try usedTitle(key, in: parent, except: moving) { throw WikiTitleProblem.taken(taken) }
            try connection.query("UPDATE wikis SET folder_id = ?, updated_at = ? WHERE id = ?",
                                 [parent, .real(now().timeIntervalSince1970), .integer(id)])
        }
    }

    public func deleteWiki(_ id: Int64) throws {
        try connection.transaction {
            let columns = try connection.query("SELECT name FROM pragma_table_info('wikis') ORDER BY cid").compactMap { $0[0] as? String }
            let names = columns.map { "\"\($0)\"" }.joined(separator: ", ")
            guard let row = try connection.query("SELECT \(names) FROM wikis WHERE id = ?", [.integer(id)]).first else { return }
            try connection.query("DELETE FROM wikis WHERE id = ?", [.integer(id)])
            deletedWikis[id] = Dictionary(uniqueKeysWithValues: zip(columns, row.map(SQLiteConnection.Value.init)))
        }
    }

    public func restoreWiki(_ id: Int64) throws {
        guard let saved = deletedWikis[id] else { return }
        let columns = saved.keys.sorted()
        try connection.transaction {
            try connection.query("""
                INSERT INTO wikis (\(columns.map { "\"\($0)\"" }.joined(separator: ", ")))
                VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))
                """, columns.map { saved[$0] ?? .null })
        }
        deletedWikis[id] = nil
    }

    public func forgetDeletedWiki(_ id: Int64) {
        deletedWikis[id] = nil
    }

    /// The title of a wiki or folder in `folder` whose title is `key` in lower case, other than `entry`.
    private func usedTitle(_ key: String, in folder: SQLiteConnection.Value, except entry: WikiEntry? = nil) throws -> String? {
        let wiki: SQLiteConnection.Value = entry?.kind == .wiki ? .integer(entry?.number ?? 0) : .null
        let folderEntry: SQLiteConnection.Value = entry?.kind == .folder ? .integer(entry?.number ?? 0) : .null
        return try connection.query("""
            SELECT title FROM wikis WHERE folder_id IS ?1 AND title_key = ?2 AND id IS NOT ?3
            UNION ALL SELECT title FROM folders WHERE parent_id IS ?1 AND title_key = ?2 AND id IS NOT ?4 LIMIT 1
            """, [folder, .text(key), wiki, folderEntry]).first?.first as? String
    }
}
