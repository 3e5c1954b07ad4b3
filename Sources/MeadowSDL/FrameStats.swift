import Foundation

/// Frame times of a window session, for `--stats`.
public struct FrameStats {
    private var milliseconds: [Double] = []

    public init() {}

    mutating func record(_ ms: Double) {
        milliseconds.append(ms)
    }

    public var framesDrawn: Int { milliseconds.count }

    /// The frame time at percentile `p` (0...100), nearest rank.
    public func percentile(_ p: Double) -> Double {
        let sorted = milliseconds.sorted()
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// The `count` slowest frames, slowest first, with their place in the session (0 is the first frame).
    public func slowest(_ count: Int) -> [(frame: Int, milliseconds: Double)] {
        milliseconds.enumerated().sorted { $0.element > $1.element }.prefix(count).map { ($0.offset, $0.element) }
    }

    /// The slowest frame's time; 0 before the first frame.
    public var maximum: Double { milliseconds.max() ?? 0 }

    /// One line: frames drawn, median, 99th percentile and slowest frame.
    public var summary: String {
        String(format: "frames %d, median %.2f ms, p99 %.2f ms, max %.2f ms", framesDrawn, percentile(50), percentile(99), maximum)
    }

    /// One line: the ten slowest frames and where they came, which tells a cold first frame from a steady cost.
    public var slowestSummary: String {
        "slowest frames " + slowest(10).map { String(format: "%.1f ms (#%d)", $0.milliseconds, $0.frame) }.joined(separator: ", ")
    }
}
