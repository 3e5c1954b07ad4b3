import Foundation

extension DisplayList {
    /// Gives the list (a node's drawing) and the groups inside it that have no identity yet (the node's own effect
    /// groups, not its children's drawings) their identities and versions.
    ///
    /// The node's whole drawing is known by `node`; each of its groups' lists by `node`, the kind of effect and
    /// how many of the node's groups of that kind come before it, outermost first. So a group keeps its identity when the node's other effects come
    /// and go around it: a transition's scale and opacity, gone once it ends, leave the mask inside them the same
    /// group, whose kept pixels the renderer can still use. A version is a hash of the list's own items, nested
    /// groups counted by their identity and version (decided first, innermost out): it changes whenever the
    /// drawing does, and no subtree is walked or hashed twice.
    mutating func identify(as node: Int) {
        var seen: [Int: Int] = [:]
        identify(as: node, group: nil, seen: &seen)
    }

    /// `group` is the kind of effect whose inside this list is and how many of the node's groups of that kind came
    /// before it, outermost first (nil for the node's whole drawing); `seen` counts the groups of each kind so far.
    private mutating func identify(as node: Int, group: (kind: Int, index: Int)?, seen: inout [Int: Int]) {
        var identityHasher = Hasher()
        identityHasher.combine(node)
        if let group {
            identityHasher.combine(group.kind)
            identityHasher.combine(group.index)
        }
        for position in items.indices {
            guard case .group(let effect, var inner) = items[position], inner.identity == 0 else { continue }
            let kind = effect.kind
            let index = seen[kind, default: 0]
            seen[kind] = index + 1
            inner.identify(as: node, group: (kind, index), seen: &seen)
            items[position] = .group(effect, inner)
        }
        var versionHasher = Hasher()
        versionHasher.combine(items)
        // A view an animation moves is drawn otherwise than at rest (on whole pixels): the version tells them apart.
        for (index, item) in items.enumerated() where item.isSliding { versionHasher.combine(index) }
        identity = Self.nonzero(identityHasher.finalize())
        version = versionHasher.finalize()
    }

    /// `value`, or 1 where it is 0 (an identity of 0 marks a list made by hand).
    private static func nonzero(_ value: Int) -> Int { value == 0 ? 1 : value }
}

extension DisplayEffect {
    /// Which effect this is, whatever its values: the kinds a node's groups are told apart by.
    fileprivate var kind: Int {
        switch self {
        case .offset: 0
        case .opacity: 1
        case .clip: 2
        case .shadow: 3
        case .blur: 4
        case .transform: 5
        case .projection: 6
        case .colorMatrix: 7
        case .blendMode: 8
        case .mask: 9
        case .custom(let effect): effect.kind
        }
    }
}
