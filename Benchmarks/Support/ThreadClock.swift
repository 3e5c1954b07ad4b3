import Foundation

/// CPU time the calling thread has run, in milliseconds since it started: on a machine other processes load, a
/// frame's wall time counts the time the scheduler gave them, its CPU time only the frame's own work.
struct ThreadClock {
    private let start = ThreadClock.nanoseconds()

    /// CPU milliseconds the thread ran since the clock was made.
    var elapsedMilliseconds: Double {
        Double(ThreadClock.nanoseconds() - start) / 1_000_000
    }

    private static func nanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}
