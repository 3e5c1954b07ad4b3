import Foundation
import Testing

@Suite("@main and Bundle.main in a built executable")
struct MainAppTests {
    @Test("A @main App reads its target's JSON through Bundle.main and renders its first frame")
    func probeReadsItsResource() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = folder.appendingPathComponent("probe.png")
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("MainBundleProbe")
        process.arguments = ["--snapshot", snapshot.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 0)
        #expect(printed.split(separator: "\n").filter { !$0.hasPrefix("launches:") && !$0.hasPrefix("region:") } == ["greeting: Hello from Bundle.main", Substring(snapshot.path)])
        #expect(FileManager.default.fileExists(atPath: snapshot.path))
    }

    /// Runs the probe with its configuration in `config` and returns what it printed.
    func launch(config: URL, arguments: [String] = [], language: String = "C") throws -> [Substring] {
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("MainBundleProbe")
        process.arguments = ["--snapshot", config.appendingPathComponent("probe.png").path] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["XDG_CONFIG_HOME": config.path, "LANG": language, "LC_ALL": "", "LC_TIME": "", "LC_NUMERIC": "", "LC_MONETARY": ""]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return printed.split(separator: "\n")
    }

    @Test(
        "LANG=en_US.UTF-8 gives the app $0.00 and weeks from Sunday (1); --locale de_DE wins over it: 0,00 € and Monday (2)",
        arguments: [([String](), "region: $0.00, weeks from 1"), (["--locale", "de_DE"], "region: 0,00\u{A0}€, weeks from 2")])
    func userLocale(arguments: [String], expected: String) throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-region-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: config) }
        let printed = try launch(config: config, arguments: arguments, language: "en_US.UTF-8")
        #expect(printed.first { $0.hasPrefix("region:") } == Substring(expected), "\(printed)")
    }

    @Test("An @AppStorage value written in one launch is there in the next (UserDefaults under $XDG_CONFIG_HOME)")
    func appStorageSurvivesARestart() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-defaults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: config) }
        #expect(try launch(config: config).first == "launches: 1")
        #expect(try launch(config: config).first == "launches: 2")
        #expect(try launch(config: config).first == "launches: 3")
        let files = try FileManager.default.contentsOfDirectory(atPath: config.path).filter { $0.hasSuffix(".plist") }
        #expect(files == ["MainBundleProbe.plist"])
    }
}
