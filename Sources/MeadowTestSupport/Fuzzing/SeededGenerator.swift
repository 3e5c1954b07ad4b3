/// A random number generator that gives the same numbers for the same seed on every machine (SplitMix64), so a
/// fuzz failure is reproduced from the seed it prints.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seed of the `index`th tree of a run started with `seed`: each tree is reproduced alone from it.
    public static func seed(_ seed: UInt64, index: Int) -> UInt64 {
        var generator = SeededGenerator(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD6E8_FEB8_6659_FD93))
        return generator.next()
    }
}
