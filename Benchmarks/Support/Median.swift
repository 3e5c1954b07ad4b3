extension Array where Element == Double {
    /// The middle value once sorted (the mean of the two middle ones for an even count); 0 when empty.
    var median: Double {
        guard !isEmpty else { return 0 }
        let sorted = sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
