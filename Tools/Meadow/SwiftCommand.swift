import Foundation

/// Runs programs for the tool: `swift build` and the app.
enum SwiftCommand {
    /// The outcome of a program run with its output kept.
    struct Result {
        let status: Int32
        let output: String
        let timedOut: Bool
    }

    /// Runs `arguments` (the first looked up on PATH), keeping standard output and standard error together; after
    /// `timeout` seconds the program is ended.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], timeout: TimeInterval? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw ToolError(description: "cannot run \(arguments.first ?? "a program"): \(error.localizedDescription)")
        }
        let output = OutputCollector()
        let reader = Thread {
            output.append(pipe.fileHandleForReading.readDataToEndOfFile())
        }
        reader.start()
        var timedOut = false
        if let timeout {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
            if process.isRunning {
                timedOut = true
                process.terminate()
            }
        }
        process.waitUntilExit()
        output.wait()
        return Result(status: process.terminationStatus, output: output.text, timedOut: timedOut)
    }

    /// Runs `arguments` and returns their standard output and error; a failure is a `ToolError` showing them.
    static func capture(_ arguments: [String]) throws -> String {
        let result = try run(arguments)
        guard result.status == 0 else {
            throw ToolError(
                description: "\(arguments.prefix(3).joined(separator: " ")) failed (status \(result.status))", status: 1,
                details: CompilerOutput.messages(result.output))
        }
        return result.output
    }

    /// Replaces this process with the program at `path` (so the app gets the terminal, Ctrl+C and the exit status
    /// as if started directly), with `environment` added. Returns only when it cannot be started.
    static func replaceProcess(with path: String, arguments: [String], environment: [String: String]) -> ToolError {
        for (key, value) in environment { setenv(key, value, 1) }
        var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) }
        argv.append(nil)
        execv(path, argv)
        return ToolError(description: "cannot start \(path): \(String(cString: strerror(errno)))", status: 1)
    }
}
