import Foundation

/// What a node remembers of its layout between passes: its size and explicit guides per proposal, and which guides
/// its subtree may set, as SwiftUI caches a view's `sizeThatFits` per proposal until the view or a descendant
/// changes.
struct NodeLayoutMemo {
    /// The sizes worked out, per proposal.
    private(set) var sizes = ProposalMemo<ProposedViewSize, CGSize>()
    /// The size last looked up, checked before hashing into `sizes`: placing a node asks again for the size its
    /// container just asked for.
    private var lastSize: (proposal: ProposedViewSize, size: CGSize)?
    /// Explicit alignment guide values per guide and proposal.
    var alignments = ProposalMemo<AlignmentRequest, CGFloat?>()
    /// Whether anything in the subtree may set each guide asked about: a few guides at most, found by comparing
    /// rather than hashing.
    var guideSources: [(key: AlignmentKey, mayDefine: Bool)] = []

    /// The size remembered for `proposal`, if any.
    mutating func size(for proposal: ProposedViewSize) -> CGSize? {
        if let lastSize, lastSize.proposal == proposal { return lastSize.size }
        guard let size = sizes[proposal] else { return nil }
        lastSize = (proposal, size)
        return size
    }

    /// Remembers `size` as the answer for `proposal`.
    mutating func remember(_ size: CGSize, for proposal: ProposedViewSize) {
        sizes[proposal] = size
        lastSize = (proposal, size)
    }

    /// Forgets everything, as when the node or a descendant changes.
    mutating func removeAll() {
        sizes.removeAll()
        lastSize = nil
        alignments.removeAll()
        guideSources.removeAll(keepingCapacity: true)
    }
}
