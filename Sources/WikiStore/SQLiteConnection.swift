import CSQLite
import Foundation

/// One connection to a SQLite database file through the system library, with the few calls the store needs.
/// Errors carry SQLite's message.
final class SQLiteConnection {
    /// A failed SQLite call: its result code and message.
    struct Failure: Error, CustomStringConvertible {
        let code: Int32
        let message: String
        var description: String { message }
        /// Whether the file is not a SQLite database (SQLITE_NOTADB).
        var isNotADatabase: Bool { code & 0xFF == SQLITE_NOTADB }
    }

    /// A value bound to a statement's `?` parameter.
    enum Value {
        case integer(Int64)
        case real(Double)
        case text(String)
        case null

        /// The value of a column as `query` returns it.
        init(_ column: Any?) {
            switch column {
            case let number as Int64: self = .integer(number)
            case let number as Double: self = .real(number)
            case let text as String: self = .text(text)
            default: self = .null
            }
        }
    }

    private let handle: OpaquePointer

    /// Opens the file read-write, creating it when it does not exist; does not read it yet.
    init(path: String) throws {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close(handle)
            throw Failure(code: code, message: message)
        }
        self.handle = handle
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, 5000)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Whether the file could only be opened for reading.
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// Runs SQL that returns no rows; several statements may be separated by semicolons.
    func execute(_ sql: String) throws {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw failure() }
    }

    /// Runs one statement with `values` bound to its parameters and returns every row, each column as an
    /// `Int64`, `Double`, `String` or nil.
    @discardableResult
    func query(_ sql: String, _ values: [Value] = []) throws -> [[Any?]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else { throw failure() }
        defer { sqlite3_finalize(statement) }
        for (index, value) in values.enumerated() {
            let position = Int32(index + 1)
            let code: Int32
            switch value {
            case .integer(let number): code = sqlite3_bind_int64(statement, position, number)
            case .real(let number): code = sqlite3_bind_double(statement, position, number)
            case .text(let text): code = sqlite3_bind_text(statement, position, text, -1, SQLiteConnection.transient)
            case .null: code = sqlite3_bind_null(statement, position)
            }
            guard code == SQLITE_OK else { throw failure() }
        }
        var rows: [[Any?]] = []
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW:
                rows.append((0..<sqlite3_column_count(statement)).map { column in
                    switch sqlite3_column_type(statement, column) {
                    case SQLITE_INTEGER: sqlite3_column_int64(statement, column)
                    case SQLITE_FLOAT: sqlite3_column_double(statement, column)
                    case SQLITE_NULL: nil
                    default: String(cString: sqlite3_column_text(statement, column))
                    }
                })
            case SQLITE_DONE:
                return rows
            default:
                throw failure()
            }
        }
    }

    /// The first column of the first row of `sql` as an integer.
    func integer(_ sql: String, _ values: [Value] = []) throws -> Int64 {
        (try query(sql, values).first?.first ?? nil) as? Int64 ?? 0
    }

    /// The id of the row the last INSERT made.
    var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Runs `body` in one write transaction (taking the write lock at once), committing when it returns and
    /// rolling back when it throws.
    @discardableResult
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    private func failure() -> Failure {
        Failure(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)))
    }

    /// SQLite's SQLITE_TRANSIENT: it copies bound text before the call returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
