import Foundation

/// A view's size and alignment guides in its own coordinates, as SwiftUI's `ViewDimensions`: what
/// `alignmentGuide(_:computeValue:)`'s closure and `LayoutSubview.dimensions(in:)` give.
public struct ViewDimensions {
    let size: CGSize
    /// The view whose explicit guides these are, sized for `proposal`; nil for a bare size.
    private let node: ViewNode?
    private let proposal: ProposedViewSize
    /// A guide read from the view's content only: the one an `alignmentGuide` closure is computing.
    private let contentOnly: AlignmentKey?

    init(size: CGSize, node: ViewNode? = nil, proposal: ProposedViewSize = .unspecified, contentOnly: AlignmentKey? = nil) {
        self.size = size
        self.node = node
        self.proposal = proposal
        self.contentOnly = contentOnly
    }

    /// The view's explicit value for a guide, if it sets one (itself or through its content).
    func explicitValue(_ key: AlignmentKey) -> CGFloat? {
        guard node != nil else { return nil }
        return MainActor.assumeIsolated { isolatedExplicitValue(key) }
    }

    /// `explicitValue(_:)` for layout code, which runs on the main actor as the nodes do: no check of the actor
    /// at run time, which every guide a stack lines up would pay.
    @MainActor
    private func isolatedExplicitValue(_ key: AlignmentKey) -> CGFloat? {
        guard let node else { return nil }
        return key == contentOnly
            ? node.computeExplicitAlignment(key, proposal: proposal) : node.explicitAlignment(key, proposal: proposal)
    }

    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    /// Where `guide` sits: its explicit value, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { explicitValue(guide.key) ?? guide.key.defaultValue(in: self) }
    /// Where `guide` sits: its explicit value, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat { explicitValue(guide.key) ?? guide.key.defaultValue(in: self) }
    /// The view's explicit value for `guide`, or nil when it sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    /// The view's explicit value for `guide`, or nil when it sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    /// Where the guide `key` sits, for layout code: its explicit value, else its default.
    @MainActor
    subscript(key: AlignmentKey) -> CGFloat { isolatedExplicitValue(key) ?? key.defaultValue(in: self) }
}
