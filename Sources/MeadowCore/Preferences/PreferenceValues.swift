/// The preferences a subtree produces, keyed by their `PreferenceKey` types.
struct PreferenceValues {
    private struct Entry {
        var value: Any
        /// Combines a value of this key with the next sibling's, by the key's `reduce`.
        let combine: (Any, Any) -> Any
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Which gathering produced these values: a reader whose source gathered anew sees a new seed.
    private(set) var seed = 0

    @MainActor private static var lastSeed = 0

    /// Marks the values as freshly gathered.
    @MainActor mutating func markGathered() {
        Self.lastSeed += 1
        seed = Self.lastSeed
    }

    /// The subtree's value for `key`, or the key's default when no view in it sets one.
    subscript<Key: PreferenceKey>(key: Key.Type) -> Key.Value {
        get { entries[ObjectIdentifier(key)]?.value as? Key.Value ?? Key.defaultValue }
        set {
            entries[ObjectIdentifier(key)] = Entry(value: newValue) { value, next in
                guard var combined = value as? Key.Value, let next = next as? Key.Value else { return value }
                Key.reduce(value: &combined, nextValue: { next })
                return combined
            }
        }
    }

    /// Combines `next`, the values of the following sibling, into these.
    mutating func combine(with next: PreferenceValues) {
        for (key, entry) in next.entries {
            if let existing = entries[key] {
                entries[key]?.value = existing.combine(existing.value, entry.value)
            } else {
                entries[key] = entry
            }
        }
    }
}
