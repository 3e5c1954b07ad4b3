import Foundation
import Testing

/// One bad command line and a fragment the app's one-sentence complaint must contain.
struct BadCommandLine: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var names: String

    var testDescription: String { arguments.joined(separator: " ") }

    static let all = [
        BadCommandLine(arguments: ["--device", "Nokia 3310"], names: "--device: unknown device \"Nokia 3310\""),
        BadCommandLine(arguments: ["--device"], names: "--device needs a value"),
        BadCommandLine(arguments: ["--scale", "0"], names: "--scale takes a number from 1 to 4, got \"0\""),
        BadCommandLine(arguments: ["--scale", "-1"], names: "--scale takes a number from 1 to 4, got \"-1\""),
        BadCommandLine(arguments: ["--scale", "5"], names: "--scale takes a number from 1 to 4, got \"5\""),
        BadCommandLine(arguments: ["--scale", "abc"], names: "--scale takes a number from 1 to 4, got \"abc\""),
        BadCommandLine(arguments: ["--scale", "nan"], names: "--scale takes a number from 1 to 4, got \"nan\""),
        BadCommandLine(arguments: ["--frobnicate"], names: "unknown option \"--frobnicate\""),
        BadCommandLine(arguments: ["--text-size", "huge"], names: "--text-size: unknown size \"huge\"; use one of xSmall, small"),
        BadCommandLine(arguments: ["--text-size"], names: "--text-size needs a value"),
        BadCommandLine(arguments: ["--contrast", "high"], names: "--contrast: unknown contrast \"high\"; use standard or increased"),
        BadCommandLine(arguments: ["--snapshot", "/proc/meadow-snapshot.png"], names: "--snapshot cannot write \"/proc/meadow-snapshot.png\""),
        BadCommandLine(arguments: ["--snapshot", "/dev/null/meadow.png"], names: "--snapshot cannot write \"/dev/null/meadow.png\""),
    ]
}

/// The apps' command line: a bad flag or an unwritable `--snapshot` path is one sentence naming it, and exit status 2.
@Suite("Command line")
struct CommandLineTests {
    var weather: URL { Bundle.main.bundleURL.appendingPathComponent("Weather") }

    /// Runs Weather with `arguments` and these variables changed in its environment; its exit status, standard
    /// output and standard error.
    func run(_ arguments: [String], environment changes: [String: String] = [:]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = weather
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment.merge(changes) { _, changed in changed }
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let written = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: written, as: UTF8.self), String(decoding: complaint, as: UTF8.self))
    }

    @Test("A bad flag or value is one sentence naming it, and exit status 2", arguments: BadCommandLine.all)
    func badCommandLine(_ bad: BadCommandLine) throws {
        let result = try run(bad.arguments)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("Weather: "), "\(result.errors)")
        #expect(result.errors.contains(bad.names), "\(result.errors)")
        #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
        #expect(result.output.isEmpty)
    }

    @Test("A snapshot that cannot replace its path (a folder) leaves neither a PNG nor a partial file, exit status 2")
    func snapshotOntoAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-snapshot-\(UUID().uuidString)")
        let target = folder.appendingPathComponent("screen.png")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run(["--snapshot", target.path])
        #expect(result.status == 2)
        #expect(result.errors.contains("--snapshot cannot write \"\(target.path)\""), "\(result.errors)")
        #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["screen.png"], "nothing else was written")
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path).isEmpty)
    }

    @Test("Without the Inter font (no font at all) the app still renders its snapshot and says so in one line")
    func missingFont() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-fonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        // A fontconfig setup whose only font folder is empty.
        let configuration = folder.appendingPathComponent("fonts.conf")
        try Data("""
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig><dir>\(fonts.path)</dir><cachedir>\(folder.appendingPathComponent("cache").path)</cachedir></fontconfig>
            """.utf8).write(to: configuration)
        let snapshot = folder.appendingPathComponent("screen.png")
        let result = try run(
            ["--offline", "--snapshot", snapshot.path],
            environment: ["FONTCONFIG_FILE": configuration.path, "XDG_CACHE_HOME": folder.appendingPathComponent("xdg").path])
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.errors.split(separator: "\n")
        #expect(lines.count == 1, "\(result.errors)")
        #expect(lines.first?.hasPrefix("meadow: warning: the Inter font is not installed") == true, "\(result.errors)")
        #expect(lines.first?.hasSuffix("until then text shows as boxes") == true, "\(result.errors)")
        // The PNG's header gives its size: the iPhone 15 at scale 2.
        let png = try Data(contentsOf: snapshot)
        #expect(png.count > 24 && png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 786 && height == 1704)
    }
}
