import CSQLite
import Testing

@Suite("System libraries")
struct SystemLibraryTests {
    @Test("The SQLite system library target links and answers a query")
    func sqliteAnswers() throws {
        var database: OpaquePointer?
        #expect(sqlite3_open(":memory:", &database) == SQLITE_OK)
        defer { sqlite3_close(database) }
        var statement: OpaquePointer?
        #expect(sqlite3_prepare_v2(database, "SELECT 6 * 7", -1, &statement, nil) == SQLITE_OK)
        defer { sqlite3_finalize(statement) }
        #expect(sqlite3_step(statement) == SQLITE_ROW)
        #expect(sqlite3_column_int(statement, 0) == 42)
    }
}
