/// The preferences a subtree produces, keyed by their `PreferenceKey` types, each with the writes that made it.
///
/// SwiftUI computes a preference again only when a view that writes it changed. Here each version of a view's
/// writes has a stamp (`ViewNode.writeStamp`: new at each build, or only when a writer's input changed), and a
/// key's value keeps the stamps of the writes it was made from, in order: a reader whose key was made by the same
/// writes as before knows the value is the one it read, even when the subtree was gathered again for another
/// reason (a button pressed below the views that write a navigation bar's title, or the screen's body evaluated
/// again with the same title).
/// A value made from a view's geometry (an anchor) can change with no build: it takes the stamp of the gathering
/// that made it instead, and so is new at every gathering.
struct PreferenceValues {
    private struct Entry {
        var value: Any
        /// Combines a value of this key with the next sibling's, by the key's `reduce`.
        let combine: (Any, Any) -> Any
        /// The build stamps of the writes that made the value, in order.
        var writes: [Int]
        /// Whether a write read geometry (an anchor), which moves without a build.
        var followsGeometry: Bool
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The build stamp of the view writing now (see `write(by:_:)`).
    private var writer = 0

    @MainActor private static var lastStamp = 0

    /// A stamp no build and no gathering had before.
    @MainActor static func newStamp() -> Int {
        lastStamp += 1
        return lastStamp
    }

    /// Lets the view whose build is `stamp` write its own values over its children's: each key it sets keeps the
    /// write.
    mutating func write(by stamp: Int, _ write: (inout PreferenceValues) -> Void) {
        writer = stamp
        write(&self)
        writer = 0
    }

    /// Marks the values as freshly gathered: a value made from geometry is a new one.
    @MainActor mutating func markGathered() {
        let followingGeometry = entries.filter(\.value.followsGeometry).map(\.key)
        guard !followingGeometry.isEmpty else { return }
        let stamp = Self.newStamp()
        for key in followingGeometry { entries[key]?.writes = [stamp] }
    }

    /// What made the value for `key`: the same writes make the same value.
    func writes<Key: PreferenceKey>(of key: Key.Type) -> [Int] {
        entries[ObjectIdentifier(key)]?.writes ?? []
    }

    /// Notes that the value for `key` was made from a view's geometry, which changes without a build.
    mutating func noteFollowsGeometry<Key: PreferenceKey>(_ key: Key.Type) {
        entries[ObjectIdentifier(key)]?.followsGeometry = true
    }

    /// The subtree's value for `key`, or the key's default when no view in it sets one.
    subscript<Key: PreferenceKey>(key: Key.Type) -> Key.Value {
        get { entries[ObjectIdentifier(key)]?.value as? Key.Value ?? Key.defaultValue }
        set {
            let previous = entries[ObjectIdentifier(key)]
            entries[ObjectIdentifier(key)] = Entry(
                value: newValue,
                combine: { value, next in
                    guard var combined = value as? Key.Value, let next = next as? Key.Value else { return value }
                    Key.reduce(value: &combined, nextValue: { next })
                    return combined
                }, writes: (previous?.writes ?? []) + [writer], followsGeometry: previous?.followsGeometry ?? false)
        }
    }

    /// Combines `next`, the values of the following sibling, into these.
    mutating func combine(with next: PreferenceValues) {
        for (key, entry) in next.entries {
            if var existing = entries[key] {
                existing.value = existing.combine(existing.value, entry.value)
                existing.writes += entry.writes
                existing.followsGeometry = existing.followsGeometry || entry.followsGeometry
                entries[key] = existing
            } else {
                entries[key] = entry
            }
        }
    }
}
