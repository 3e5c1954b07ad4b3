import CSQLite
import Foundation

/// A folder of its own under the system's temporary directory, removed when the test is done with it.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("wikistore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }
}

/// Runs SQL on the file at `path` through SQLite directly, beside the store, and returns the rows as text.
@discardableResult
func rawSQL(_ path: String, _ sql: String) throws -> [[String?]] {
    var handle: OpaquePointer?
    defer { sqlite3_close(handle) }
    guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK else {
        throw RawSQLError(message: String(cString: sqlite3_errmsg(handle)))
    }
    var rows: [[String?]] = []
    var remaining = sql
    while !remaining.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        var statement: OpaquePointer?
        var tail: UnsafePointer<CChar>?
        let next: String? = try remaining.withCString { start in
            guard sqlite3_prepare_v2(handle, start, -1, &statement, &tail) == SQLITE_OK else {
                throw RawSQLError(message: String(cString: sqlite3_errmsg(handle)))
            }
            return tail.map { String(cString: $0) }
        }
        defer { sqlite3_finalize(statement) }
        remaining = next ?? ""
        guard let statement else { continue }
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else { throw RawSQLError(message: String(cString: sqlite3_errmsg(handle))) }
            rows.append((0..<sqlite3_column_count(statement)).map { column in
                sqlite3_column_text(statement, column).map { String(cString: $0) }
            })
        }
    }
    return rows
}

struct RawSQLError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
