import Foundation

/// The process's resident memory, as the kernel counts it (`VmRSS` in `/proc/self/status`), for `--stats`.
public enum ResidentMemory {
    /// The resident megabytes (MiB) now; nil where `/proc` does not say.
    public static func megabytes() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        return megabytes(inStatus: status)
    }

    /// The megabytes of the `VmRSS:` line of a `/proc/PID/status` text, whose figure is in kB.
    static func megabytes(inStatus status: String) -> Double? {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap({ Double($0) })
        else { return nil }
        return kilobytes / 1024
    }
}
