import Foundation

/// Wall-clock time on the monotonic clock, in milliseconds since it started.
struct Stopwatch {
    private let start = Stopwatch.nanoseconds()

    /// Milliseconds since the stopwatch was made.
    var elapsedMilliseconds: Double {
        Double(Stopwatch.nanoseconds() - start) / 1_000_000
    }

    private static func nanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}
