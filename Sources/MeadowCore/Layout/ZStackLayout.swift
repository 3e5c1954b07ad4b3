import Foundation

/// Overlays subviews, each aligned in the same bounds, as SwiftUI's `ZStackLayout`: the layout behind `ZStack`.
///
/// Every subview is offered the whole proposal. The stack is as large as the union of its aligned subviews of
/// the highest layout priority (lower-priority subviews, such as a backdrop at `layoutPriority(-1)`, do not size
/// it); each subview is placed with the bounds' size proposed, its `alignment` guides on the stack's (§2.1).
public struct ZStackLayout: Layout, BuiltInLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    var kind: LayoutNode.Kind { .zStack }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let top = subviews.map(\.priority).max()
        let dimensions = subviews.filter { $0.priority == top }.map { $0.dimensions(in: proposal) }
        return CGSize(width: extent(dimensions, alignment.horizontal.key), height: extent(dimensions, alignment.vertical.key))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let top = subviews.map(\.priority).max()
        let placement = ProposedViewSize(bounds.size)
        let dimensions = subviews.map { $0.dimensions(in: placement) }
        let sizing = zip(subviews, dimensions).filter { $0.0.priority == top }.map(\.1)
        let horizontal = alignment.horizontal.key
        let vertical = alignment.vertical.key
        let shiftX = shift(sizing, horizontal, length: bounds.width)
        let shiftY = shift(sizing, vertical, length: bounds.height)
        for (subview, child) in zip(subviews, dimensions) {
            let origin = CGPoint(
                x: bounds.minX + (shiftX.base + (shiftX.anchor - child[horizontal])),
                y: bounds.minY + (shiftY.base + (shiftY.anchor - child[vertical])))
            subview.place(at: origin, proposal: placement)
        }
    }

    /// The length of the union of `dimensions` aligned on `guide`: infinite when a subview is (a colour proposed
    /// an infinite length), whose guide sits infinitely far from its edges.
    private func extent(_ dimensions: [ViewDimensions], _ guide: AlignmentKey) -> CGFloat {
        let axis = guide.axis
        if dimensions.contains(where: { $0.size[axis].isInfinite }) { return .infinity }
        let lower = dimensions.map { -$0[guide] }.min() ?? 0
        let upper = dimensions.map { $0.size[axis] - $0[guide] }.max() ?? 0
        return max(upper - lower, 0)
    }

    /// Where the children start along `guide`'s axis in bounds of `length`: a child at `base + (anchor - its
    /// guide)`, its guide on the union's, the union placed in the bounds by the guide's default (centred for
    /// `.center`). Worked out once for all the children.
    private func shift(_ sizing: [ViewDimensions], _ guide: AlignmentKey, length: CGFloat) -> (base: CGFloat, anchor: CGFloat) {
        let axis = guide.axis
        let anchor = sizing.map { $0[guide] }.max() ?? 0
        let union = extent(sizing, guide)
        var bounds = CGSize.zero
        var unionSize = CGSize.zero
        bounds[axis] = length
        unionSize[axis] = union
        return (guide.defaultValue(for: bounds) - guide.defaultValue(for: unionSize), anchor)
    }
}

extension LayoutNode.Kind {
    /// A `ZStack` node of the laid-out tree.
    public static let zStack = Self("ZStack")
}
