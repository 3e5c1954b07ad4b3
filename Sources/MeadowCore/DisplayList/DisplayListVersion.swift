import Synchronization

/// The version of one identified display list, worked out from its items the first time it is asked for and
/// kept: a hash of the items, nested groups counted by their own identity and version.
///
/// The list is a value shared by copies; the version is the same for all of them, since an identified list's items
/// do not change after it is built. Two threads asking at once both work out the same value, so an atomic store
/// is all the safety a frame rendered off the main actor needs.
final class DisplayListVersion: Sendable {
    /// The version once worked out; 0 until then (a computed 0 is kept as 1).
    private let computed = Atomic<Int>(0)

    /// The version of a list holding `items`.
    func version(of items: [DisplayItem]) -> Int {
        let known = computed.load(ordering: .relaxed)
        if known != 0 { return known }
        var hasher = Hasher()
        hasher.combine(items)
        let version = hasher.finalize()
        let stored = version == 0 ? 1 : version
        computed.store(stored, ordering: .relaxed)
        return stored
    }
}
