import Foundation

/// A command of the desktop's (`gsettings`, `gdbus`) run once at launch to read one of its settings, as
/// `DesktopTextScale` and `DesktopContrast` do.
enum DesktopCommand {
    /// What `tool`, found on `environment`'s `PATH`, prints for `arguments`, trimmed; nil when it is not installed
    /// or fails.
    static func output(
        of tool: String, _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        guard
            let executable = path.split(separator: ":").map({ URL(fileURLWithPath: String($0)).appendingPathComponent(tool) })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { return nil }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether a session bus is there to ask (`DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`), so `gdbus`
    /// never launches one of its own.
    static func hasSessionBus(_ environment: [String: String]) -> Bool {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return true }
        guard let runtime = environment["XDG_RUNTIME_DIR"] else { return false }
        return FileManager.default.fileExists(atPath: runtime + "/bus")
    }
}
