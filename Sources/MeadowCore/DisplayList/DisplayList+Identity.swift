import Foundation

extension DisplayList {
    /// Gives the list (a node's drawing) and the groups inside it that have no identity yet (the node's own effect
    /// groups, not its children's drawings) their identities and versions.
    ///
    /// Identities derive from `node` and the group's place among the node's groups, outermost first, so the node's
    /// whole drawing keeps one identity whatever effects it adds inside. A version is a hash of the list's own
    /// items, nested groups counted by their identity and version (decided first, innermost out): it changes
    /// whenever the drawing does, and no subtree is walked or hashed twice.
    mutating func identify(as node: Int) {
        var slot = 0
        identify(as: node, slot: &slot)
    }

    private mutating func identify(as node: Int, slot: inout Int) {
        var identityHasher = Hasher()
        identityHasher.combine(node)
        identityHasher.combine(slot)
        slot += 1
        for position in items.indices {
            guard case .group(let effect, var inner) = items[position], inner.identity == 0 else { continue }
            inner.identify(as: node, slot: &slot)
            items[position] = .group(effect, inner)
        }
        var versionHasher = Hasher()
        versionHasher.combine(items)
        identity = Self.nonzero(identityHasher.finalize())
        version = versionHasher.finalize()
    }

    /// `value`, or 1 where it is 0 (an identity of 0 marks a list made by hand).
    private static func nonzero(_ value: Int) -> Int { value == 0 ? 1 : value }
}
