import MeadowCore

/// A run laid out in a width (unbounded when nil) on at most a number of lines: what a measurement and a drawn
/// layout are kept by.
struct TextLayoutKey: Hashable {
    var run: TextStyleRun
    let width: CGFloat?
    let maxLines: Int?

    /// Hashes what tells the runs of a screen apart (the string, the font's size and weight, the width and the
    /// line limit); equality still compares every attribute. Hashing the whole run (its font's every field,
    /// decorations, spans) cost more than the rest of a measurement found in the cache.
    func hash(into hasher: inout Hasher) {
        hasher.combine(run.string)
        hasher.combine(run.fontSize)
        hasher.combine(run.fontWeight)
        hasher.combine(width)
        hasher.combine(maxLines)
    }

    /// The key with its run's text in storage of its own length, to be kept. A field's text keeps the capacity its
    /// edits grew it to, so a key sharing that storage can hold many times the bytes it counts: a storm that typed
    /// and deleted kept tens of megabytes under the 1 MB of text a generation counts.
    var compacted: TextLayoutKey {
        var key = self
        let utf8 = run.string.utf8
        key.run.string = String(unsafeUninitializedCapacity: utf8.count) { buffer in buffer.initialize(from: utf8).1 }
        return key
    }
}
