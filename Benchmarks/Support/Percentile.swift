extension Array where Element == Double {
    /// The nearest-rank percentile: the smallest value with at least `percent` % of the values at or below it
    /// (`percentile(50)` of an even count is the lower middle value, not the mean); 0 when empty.
    func percentile(_ percent: Double) -> Double {
        guard !isEmpty else { return 0 }
        let sorted = sorted()
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
    }

    /// The arithmetic mean; 0 when empty.
    var mean: Double {
        isEmpty ? 0 : reduce(0, +) / Double(count)
    }
}
