import Foundation
import Testing

@Suite("Wiki storage: nothing committed is lost when the writer is killed")
struct KillTests {
    /// A built executable of this package, beside the test bundle.
    static func executable(_ name: String) throws -> URL {
        let url = Bundle.main.bundleURL.appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw RawSQLError(message: "no \(name) executable at \(url.path); build with `swift build --build-tests`")
        }
        return url
    }

    /// A small deterministic generator, so the kill points are the same on every run.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33 ^ state
        }
    }

    /// What the writer said it committed: each wiki's title and the last body it gave it, as (run, step).
    struct Reported {
        var titles: [Int64: String] = [:]
        var lastEdit: [Int64: (run: Int, step: Int)] = [:]
        var count = 0

        mutating func read(_ line: Substring) throws {
            let parts = line.split(separator: " ")
            guard parts.count == 3, let id = Int64(parts[1]) else { throw RawSQLError(message: "writer said \"\(line)\"") }
            count += 1
            if parts[0] == "created" {
                titles[id] = String(parts[2])
            } else {
                lastEdit[id] = try Reported.order(parts[2])
            }
        }

        static func order<S: StringProtocol>(_ tag: S) throws -> (run: Int, step: Int) {
            let numbers = tag.split(separator: "-").compactMap { Int($0) }
            guard numbers.count == 2 else { throw RawSQLError(message: "not a writer tag: \(tag)") }
            return (numbers[0], numbers[1])
        }
    }

    /// Runs the writer for `count` changes; when `killAfter` is given, kills it with SIGKILL as soon as it has
    /// reported that many. Every complete line it printed goes into `reported`. Returns whether it was killed.
    func runWriter(database: String, count: Int, run: Int, killAfter: Int?, reported: inout Reported) throws -> Process.TerminationReason {
        let process = Process()
        process.executableURL = try Self.executable("WikiStoreWriter")
        process.arguments = [database, "\(count)", "\(run)"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var buffer = Data()
        var lines = 0
        var killed = false
        while true {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                try reported.read(line[...])
                lines += 1
                if let killAfter, lines >= killAfter, !killed {
                    kill(process.processIdentifier, SIGKILL)
                    killed = true
                }
            }
        }
        process.waitUntilExit()
        return process.terminationReason
    }

    @Test("A writer making 1,000 changes, killed with SIGKILL five times, loses none it reported and the file is intact")
    func killedWriter() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("wiki.sqlite")
        var generator = SeededGenerator(state: 8)
        var reported = Reported()
        for run in 0..<5 {
            let killAfter = Int.random(in: 20...150, using: &generator)
            let reason = try runWriter(database: path, count: 1000 - reported.count, run: run, killAfter: killAfter, reported: &reported)
            #expect(reason == .uncaughtSignal, "run \(run) was killed")
        }
        let reason = try runWriter(database: path, count: 1000 - reported.count, run: 5, killAfter: nil, reported: &reported)
        #expect(reason == .exit)
        #expect(reported.count == 1000)

        #expect(try rawSQL(path, "PRAGMA integrity_check") == [["ok"]])
        let rows = try rawSQL(path, "SELECT id, title, body FROM wikis")
        var stored: [Int64: (title: String, body: String)] = [:]
        for row in rows {
            stored[Int64(row[0] ?? "") ?? -1] = (row[1] ?? "", row[2] ?? "")
        }
        for (id, title) in reported.titles {
            #expect(stored[id]?.title == title, "wiki \(id) \"\(title)\" was reported created")
        }
        for (id, edit) in reported.lastEdit {
            let body = try #require(stored[id]?.body, "wiki \(id) was reported edited")
            let kept = try Reported.order(body)
            // A later edit may have committed after the last one reported, just before the kill.
            #expect(kept.run > edit.run || (kept.run == edit.run && kept.step >= edit.step), "wiki \(id) keeps edit \(edit)")
        }
    }
}
