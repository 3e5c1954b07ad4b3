import Foundation

/// A private X server (Xvfb) with helpers to drive it the way a user would: real X input through xdotool and
/// screenshots through ImageMagick's `import`.
final class X11Session {
    let display: String
    private let server: Process

    /// Starts Xvfb on a free display number and waits for its socket.
    init(width: Int = 1024, height: Int = 1000) throws {
        var number = 90 + Int(ProcessInfo.processInfo.processIdentifier % 100)
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
            || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
        {
            number += 1
        }
        display = ":\(number)"
        server = Process()
        server.executableURL = try X11Session.tool("Xvfb")
        server.arguments = [display, "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        let socket = "/tmp/.X11-unix/X\(number)"
        try X11Session.wait(timeout: 10, "Xvfb to listen on \(display)") { FileManager.default.fileExists(atPath: socket) }
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

    /// Starts `executable` on this display, with `cacheHome` as its `XDG_CACHE_HOME` when given.
    func launch(_ executable: URL, arguments: [String] = [], cacheHome: URL? = nil) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["SDL_VIDEODRIVER"] = "x11"
        if let cacheHome { environment["XDG_CACHE_HOME"] = cacheHome.path }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
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

    /// Polls `condition` every 100 ms until it holds or `timeout` seconds pass.
    static func wait(timeout: Double, _ what: String, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try condition() { return }
            usleep(100_000)
        }
        throw SessionError("timed out after \(timeout) s waiting for \(what)")
    }
}

struct SessionError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
