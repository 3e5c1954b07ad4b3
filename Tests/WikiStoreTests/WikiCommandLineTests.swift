import Foundation
import Testing

/// The Wiki executable's own option: `--database PATH`, and a database it cannot open.
@Suite("Wiki command line: the database it opens")
struct WikiCommandLineTests {
    /// Runs Wiki with `arguments` and no display; its exit status and standard error.
    func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = try KillTests.executable("Wiki")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment.merge(extra) { $1 }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let complaint = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: complaint, as: UTF8.self))
    }

    @Test("--database PATH makes the database there; without it the app uses $XDG_DATA_HOME/meadow/wiki.sqlite")
    func makesTheDatabase() throws {
        let folder = try TemporaryFolder()
        let chosen = folder.path("chosen/wiki.sqlite")
        #expect(try run(["--database", chosen, "--snapshot", folder.path("a.png")]).status == 0)
        #expect(try rawSQL(chosen, "PRAGMA user_version") == [["2"]])
        let data = folder.path("data")
        #expect(try run(["--snapshot", folder.path("b.png")], environment: ["XDG_DATA_HOME": data]).status == 0)
        #expect(FileManager.default.fileExists(atPath: data + "/meadow/wiki.sqlite"))
    }

    @Test("A database that is not SQLite or is newer than the app: one line naming the file, exit status 2, file kept")
    func unopenable() throws {
        let folder = try TemporaryFolder()
        let notes = folder.path("notes.txt")
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: notes))
        var result = try run(["--database", notes, "--snapshot", folder.path("a.png")])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("Wiki: cannot open the wiki database \"\(notes)\": it is not a SQLite database"), "\(result.errors)")
        #expect(result.errors.split(separator: "\n").count == 1)
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "not a database")

        let future = folder.path("future.sqlite")
        try rawSQL(future, "PRAGMA user_version = 9")
        result = try run(["--database", future, "--snapshot", folder.path("b.png")])
        #expect(result.status == 2)
        #expect(result.errors == "Wiki: cannot open the wiki database \"\(future)\": its schema version is 9, newer than this app knows (2)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("a.png")) && !FileManager.default.fileExists(atPath: folder.path("b.png")))
    }

    @Test("--database without a path is a usage error, exit status 2")
    func missingPath() throws {
        let result = try run(["--database"])
        #expect(result.status == 2)
        #expect(result.errors == "Wiki: --database needs a value\n")
    }
}
