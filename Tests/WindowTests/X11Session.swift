import Foundation

/// A private X server (Xvfb) with helpers to drive it the way a user would: real X input through xdotool and
/// screenshots through ImageMagick's `import`.
final class X11Session {
    let display: String
    private let server: Process

    /// The app `launch` started last and the file its stderr goes to, so a window that never comes can say why.
    private(set) var lastLaunch: (app: Process, log: URL)?

    /// Starts Xvfb on a display number it chooses free (`-displayfd`, so suites running at once never share one)
    /// and waits until it says it is ready. `-noreset`: by default an X server resets when its last client leaves,
    /// and a client connecting in that moment is dropped; an app started just after another quit (as a test
    /// reopening an app does) then found no display and exited ("x11 not available") in a CI run.
    init(width: Int = 1024, height: Int = 1000) throws {
        let server = Process()
        server.executableURL = try X11Session.tool("Xvfb")
        server.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"]
        let ready = Pipe()
        server.standardOutput = ready
        server.standardError = FileHandle.nullDevice
        try server.run()
        var said = Data()
        while !said.contains(UInt8(ascii: "\n")) {
            let chunk = ready.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said.append(chunk)
        }
        let text = String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let number = Int(text) else {
            X11Session.stop(server)
            throw SessionError("Xvfb said \"\(text)\" instead of the display number it chose")
        }
        self.server = server
        display = ":\(number)"
    }

    deinit {
        X11Session.stop(server)
    }

    /// Ends `process`: SIGTERM, then SIGKILL if it is still running after two seconds.
    static func stop(_ process: Process) {
        guard process.isRunning else { return }
        process.terminate()
        try? wait(timeout: 2, "\(process.executableURL?.lastPathComponent ?? "a process") to end") { !process.isRunning }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    static func tool(_ name: String) throws -> URL {
        for directory in ["/usr/bin", "/usr/local/bin", "/bin"] {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw SessionError("\(name) is not installed; scripts/bootstrap installs it")
    }

    /// Starts `executable` on this display, with `cacheHome` as its `XDG_CACHE_HOME` when given and the variables
    /// of `changes` changed in its environment. What it writes to stderr goes to
    /// `meadow-window-<name>-<test process>.log` in the temporary folder, not to the test's own stderr: an app holding
    /// that open would keep `swift test` waiting for it if the test process crashed.
    func launch(_ executable: URL, arguments: [String] = [], cacheHome: URL? = nil, environment changes: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["SDL_VIDEODRIVER"] = "x11"
        if let cacheHome { environment["XDG_CACHE_HOME"] = cacheHome.path }
        environment.merge(changes) { _, changed in changed }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        let log = FileManager.default.temporaryDirectory
            .appendingPathComponent("meadow-window-\(executable.lastPathComponent)-\(getpid()).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else { throw SessionError("cannot create \(log.path)") }
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        lastLaunch = (process, log)
        return process
    }

    /// Runs a command-line tool against this display and returns what it printed.
    @discardableResult
    func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = try X11Session.tool(tool)
        process.arguments = arguments
        process.environment = ["DISPLAY": display, "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        try X11Session.wait(timeout: 20, "\(tool) to finish") { !process.isRunning }
        guard process.terminationStatus == 0 else {
            throw SessionError("\(tool) \(arguments.joined(separator: " ")) failed with status \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Polls `condition` every 100 ms until it holds or `timeout` seconds pass, times `slowdown`.
    static func wait(timeout: Double, _ what: String, _ condition: () throws -> Bool) throws {
        let timeout = timeout * slowdown
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try condition() { return }
            usleep(100_000)
        }
        throw SessionError("timed out after \(timeout) s waiting for \(what)")
    }

    /// How many times longer the apps may take than a plain build's: `MEADOW_TEST_SLOWDOWN`, which `make
    /// sanitize` sets, as an app built with a sanitizer starts and draws several times slower (a Wiki window took
    /// over a minute to appear under ThreadSanitizer with the suite running beside it); 1 otherwise.
    static let slowdown = ProcessInfo.processInfo.environment["MEADOW_TEST_SLOWDOWN"].flatMap(Double.init) ?? 1
}

struct SessionError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
