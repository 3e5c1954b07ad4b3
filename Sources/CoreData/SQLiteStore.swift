import CSQLite
import Foundation

/// The SQLite file a persistent store keeps its objects in: one table per entity (`Z` and the entity's name in
/// capitals, as Core Data's store names them), a `Z_PK` integer key and a column per attribute. A column a newer
/// model adds is added to the table when the store opens (a light migration); nothing is ever dropped.
final class SQLiteStore {
    /// A value bound to a statement or read from a column.
    enum Value: Equatable {
        case integer(Int64)
        case real(Double)
        case text(String)
        case blob(Data)
        case null
    }

    /// A failed SQLite call, with SQLite's message.
    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    private let handle: OpaquePointer

    /// Opens (creating when needed) the file at `path`, or a database in memory for nil, and makes the tables of
    /// `model`'s entities.
    init(path: String?, model: NSManagedObjectModel) throws {
        if let path {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        }
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(path ?? ":memory:", &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close(handle)
            throw Failure(message: message)
        }
        self.handle = handle
        sqlite3_busy_timeout(handle, 5000)
        for entity in model.entities {
            try createTable(for: entity)
        }
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// The table of an entity.
    static func table(_ entity: NSEntityDescription) -> String {
        "\"Z\((entity.name ?? "").uppercased())\""
    }

    private static func column(_ name: String) -> String {
        "\"Z\(name.uppercased().replacingOccurrences(of: "\"", with: ""))\""
    }

    private func createTable(for entity: NSEntityDescription) throws {
        let table = Self.table(entity)
        try run("CREATE TABLE IF NOT EXISTS \(table) (Z_PK INTEGER PRIMARY KEY)")
        let existing = Set(try rows("PRAGMA table_info(\(table))").compactMap { row -> String? in
            if case .text(let name) = row[1] { return "\"\(name)\"" }
            return nil
        })
        for attribute in entity.attributesByName.values.sorted(by: { $0.name < $1.name })
        where !existing.contains(Self.column(attribute.name)) {
            try run("ALTER TABLE \(table) ADD COLUMN \(Self.column(attribute.name))")
        }
    }

    /// Every row of `entity`'s table: its key and its attributes' values.
    func rows(of entity: NSEntityDescription) throws -> [(key: Int64, values: [String: Any])] {
        let attributes = entity.attributesByName.values.sorted { $0.name < $1.name }
        let columns = (["Z_PK"] + attributes.map { Self.column($0.name) }).joined(separator: ", ")
        return try rows("SELECT \(columns) FROM \(Self.table(entity)) ORDER BY Z_PK").map { row in
            guard case .integer(let key) = row[0] else { return (0, [:]) }
            var values: [String: Any] = [:]
            for (index, attribute) in attributes.enumerated() {
                if let value = ManagedValue.value(row[index + 1], as: attribute.attributeType) { values[attribute.name] = value }
            }
            return (key, values)
        }
    }

    /// Inserts a row of `values` for `entity`, returning its key.
    func insert(_ values: [String: Any], of entity: NSEntityDescription) throws -> Int64 {
        let attributes = entity.attributesByName.values.sorted { $0.name < $1.name }
        guard !attributes.isEmpty else {
            try run("INSERT INTO \(Self.table(entity)) DEFAULT VALUES")
            return sqlite3_last_insert_rowid(handle)
        }
        let columns = attributes.map { Self.column($0.name) }.joined(separator: ", ")
        let marks = Array(repeating: "?", count: attributes.count).joined(separator: ", ")
        try run("INSERT INTO \(Self.table(entity)) (\(columns)) VALUES (\(marks))", attributes.map { ManagedValue.column(values[$0.name]) })
        return sqlite3_last_insert_rowid(handle)
    }

    /// Writes `values` over the row `key` of `entity`.
    func update(_ key: Int64, _ values: [String: Any], of entity: NSEntityDescription) throws {
        let attributes = entity.attributesByName.values.sorted { $0.name < $1.name }
        guard !attributes.isEmpty else { return }
        let assignments = attributes.map { "\(Self.column($0.name)) = ?" }.joined(separator: ", ")
        try run(
            "UPDATE \(Self.table(entity)) SET \(assignments) WHERE Z_PK = ?",
            attributes.map { ManagedValue.column(values[$0.name]) } + [.integer(key)])
    }

    /// Removes the row `key` of `entity`.
    func delete(_ key: Int64, of entity: NSEntityDescription) throws {
        try run("DELETE FROM \(Self.table(entity)) WHERE Z_PK = ?", [.integer(key)])
    }

    /// Runs `body` in one transaction, committed when it returns and rolled back when it throws.
    func transaction(_ body: () throws -> Void) throws {
        try run("BEGIN IMMEDIATE")
        do {
            try body()
            try run("COMMIT")
        } catch {
            try? run("ROLLBACK")
            throw error
        }
    }

    private func run(_ sql: String, _ values: [Value] = []) throws {
        _ = try rows(sql, values)
    }

    private func rows(_ sql: String, _ values: [Value] = []) throws -> [[Value]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else { throw failure() }
        defer { sqlite3_finalize(statement) }
        for (index, value) in values.enumerated() {
            let position = Int32(index + 1)
            let code: Int32
            switch value {
            case .integer(let number): code = sqlite3_bind_int64(statement, position, number)
            case .real(let number): code = sqlite3_bind_double(statement, position, number)
            case .text(let text): code = sqlite3_bind_text(statement, position, text, -1, Self.transient)
            case .blob(let data):
                code = data.withUnsafeBytes { bytes in
                    sqlite3_bind_blob(statement, position, bytes.baseAddress, Int32(bytes.count), Self.transient)
                }
            case .null: code = sqlite3_bind_null(statement, position)
            }
            guard code == SQLITE_OK else { throw failure() }
        }
        var rows: [[Value]] = []
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW:
                rows.append((0..<sqlite3_column_count(statement)).map { column in
                    switch sqlite3_column_type(statement, column) {
                    case SQLITE_INTEGER: .integer(sqlite3_column_int64(statement, column))
                    case SQLITE_FLOAT: .real(sqlite3_column_double(statement, column))
                    case SQLITE_NULL: .null
                    case SQLITE_BLOB:
                        .blob(
                            sqlite3_column_blob(statement, column).map { Data(bytes: $0, count: Int(sqlite3_column_bytes(statement, column))) }
                                ?? Data())
                    default: .text(String(cString: sqlite3_column_text(statement, column)))
                    }
                })
            case SQLITE_DONE:
                return rows
            default:
                throw failure()
            }
        }
    }

    private func failure() -> Failure {
        Failure(message: String(cString: sqlite3_errmsg(handle)))
    }

    /// SQLite's SQLITE_TRANSIENT: it copies bound text and blobs before the call returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
