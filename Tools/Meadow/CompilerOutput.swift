import Foundation

/// What `swift build` printed, made readable: the compiler's messages with their source lines, without SwiftPM's
/// progress, each message once (SwiftPM may report one error from two compiler jobs), paths moved back to the
/// project's own files.
enum CompilerOutput {
    /// The lines worth showing of a failed build's output. With `warningsOnlyUnder`, a warning or note (and the
    /// source lines it quotes) is shown only for files under one of those folders: the app's, not Meadow's, whose
    /// warnings a first build would otherwise print.
    static func messages(_ output: String, warningsOnlyUnder folders: [String]? = nil, rewrite: (String) -> String = { $0 }) -> [String] {
        var shown: [String] = []
        var seen: Set<String> = []
        var skippingBlock = false
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            if isNoise(line) { continue }
            if isDiagnostic(line) {
                let isError = line.contains(": error: ")
                let isForeign = folders.map { folders in !folders.contains { line.hasPrefix($0 + "/") } } ?? false
                skippingBlock = !seen.insert(line).inserted || (!isError && isForeign)
            }
            if !skippingBlock { shown.append(rewrite(line)) }
        }
        while shown.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { shown.removeLast() }
        return shown
    }

    /// SwiftPM's progress and the lines that only repeat that a job failed.
    static func isNoise(_ line: String) -> Bool {
        line.hasPrefix("[") || line.hasPrefix("Building for") || line.hasPrefix("Build complete")
            || line.contains("prohibited flag(s)") || line.contains("command failed with exit code")
            || line.hasPrefix("error: ExitCode") || line.hasPrefix("Compiling ") || line.hasPrefix("Fetching ")
            || line.hasPrefix("warning: 'meadow") && line.contains("found") && line.contains("unhandled")
    }

    /// Whether `line` starts a compiler message (`path:line:col: error|warning|note: ...`).
    static func isDiagnostic(_ line: String) -> Bool {
        guard line.hasPrefix("/") else { return false }
        return line.contains(": error: ") || line.contains(": warning: ") || line.contains(": note: ")
    }
}
