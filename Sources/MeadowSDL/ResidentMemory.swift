import Foundation

/// The process's resident memory, as the kernel counts it (`VmRSS` in `/proc/self/status`), and the most it has
/// been (`VmHWM`, its high-water mark), for `--stats`.
public enum ResidentMemory {
    /// The resident megabytes (MiB) now; nil where `/proc` does not say.
    public static func megabytes() -> Double? {
        status().flatMap { megabytes(inStatus: $0) }
    }

    /// The most megabytes (MiB) the process has had resident; nil where `/proc` does not say.
    public static func peakMegabytes() -> Double? {
        status().flatMap { megabytes(inStatus: $0, field: "VmHWM") }
    }

    private static func status() -> String? {
        try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    }

    /// The megabytes of the `field:` line (`VmRSS` unless given) of a `/proc/PID/status` text, whose figure is in kB.
    static func megabytes(inStatus status: String, field: String = "VmRSS") -> Double? {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
            let kilobytes = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap({ Double($0) })
        else { return nil }
        return kilobytes / 1024
    }
}
