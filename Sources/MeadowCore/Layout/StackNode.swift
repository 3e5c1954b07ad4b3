import Foundation

/// Lays children out along an axis: `HStack`, `VStack` and implicit stacks.
///
/// SwiftUI's algorithm (reference/swiftui-layout.md §1.2): children are sized in order of layout priority, then
/// of increasing flexibility (ideal range between their minimum and maximum length), each offered an equal share
/// of what is left; spacers come last and take the remainder.
final class StackNode: ViewNode {
    private(set) var axis: Axis = .vertical
    /// Where children align on the other axis: 0 leading/top, 0.5 centre, 1 trailing/bottom.
    private var alignment: CGFloat = 0.5
    private var spacing: CGFloat?

    /// The default distance between two views, in both axes (§1.6).
    static let defaultSpacing: CGFloat = 8

    override var kind: LayoutNode.Kind { axis == .horizontal ? .hStack : .vStack }

    func configure(axis: Axis, alignment: CGFloat, spacing: CGFloat?) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
    }

    private var totalSpacing: CGFloat {
        CGFloat(max(children.count - 1, 0)) * (spacing ?? Self.defaultSpacing)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let sizes = childLayout(proposal).map(\.size)
        guard !sizes.isEmpty else { return .zero }
        let major = sizes.reduce(totalSpacing) { $0 + $1[axis] }
        let minor = sizes.map { $0[axis.other] }.max() ?? 0
        // Negative spacing can overlap the children by more than their length; a size is never negative.
        return CGSize(major: max(major, 0), minor: minor, axis: axis)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        var proposal = proposal
        if proposal[axis.other] == nil { proposal[axis.other] = rect.size[axis.other] }
        let layout = childLayout(proposal)
        let maxMinor = layout.map { $0.size[axis.other] }.max() ?? 0
        var position = rect.origin[axis]
        for (child, item) in zip(children, layout) {
            var origin = CGPoint.zero
            origin[axis] = position
            origin[axis.other] = rect.origin[axis.other] + (maxMinor - item.size[axis.other]) * alignment
            child.place(in: CGRect(origin: origin, size: item.size), proposal: item.proposal)
            position += item.size[axis] + (spacing ?? Self.defaultSpacing)
        }
    }

    /// Each child's proposal and size for the stack's `proposal`.
    private func childLayout(_ proposal: ProposedViewSize) -> [(proposal: ProposedViewSize, size: CGSize)] {
        let minor = proposal[axis.other]
        guard let majorProposal = proposal[axis] else {
            return children.map { child in
                let childProposal = ProposedViewSize(major: nil, minor: minor, axis: axis)
                return (childProposal, child.sizeThatFits(childProposal))
            }
        }
        let order = fittingOrder(minor: minor)
        var result = [(proposal: ProposedViewSize, size: CGSize)](
            repeating: (.zero, .zero), count: children.count)
        var available = majorProposal - totalSpacing
        let groups = Dictionary(grouping: order, by: { priority(of: children[$0]) })
        let priorities = groups.keys.sorted(by: >)
        for (groupIndex, groupPriority) in priorities.enumerated() {
            let members = order.filter { priority(of: children[$0]) == groupPriority }
            if groupIndex == 0 {
                available -= order.filter { priority(of: children[$0]) < groupPriority }
                    .reduce(0) { $0 + minimum(of: children[$1], minor: minor) }
            } else {
                available += members.reduce(0) { $0 + minimum(of: children[$1], minor: minor) }
            }
            var remaining = members.count
            for index in members {
                let share = max(available / CGFloat(remaining), 0)
                let childProposal = ProposedViewSize(major: share, minor: minor, axis: axis)
                let size = children[index].sizeThatFits(childProposal)
                result[index] = (childProposal, size)
                available -= size[axis]
                remaining -= 1
            }
        }
        return result
    }

    /// Children indices by descending priority, then ascending flexibility (stable).
    private func fittingOrder(minor: CGFloat?) -> [Int] {
        let flexibility = children.map { child -> (min: CGFloat, flex: CGFloat) in
            let low = minimum(of: child, minor: minor)
            let high = child.sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis))[axis]
            return (low, high - low)
        }
        return children.indices.sorted { a, b in
            let (pa, pb) = (priority(of: children[a]), priority(of: children[b]))
            if pa != pb { return pa > pb }
            let (fa, fb) = (flexibility[a], flexibility[b])
            if fa.flex != fb.flex { return fa.flex < fb.flex }
            if fa.flex.isInfinite, fa.min != fb.min { return fa.min > fb.min }
            return a < b
        }
    }

    private func minimum(of child: ViewNode, minor: CGFloat?) -> CGFloat {
        child.sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis))[axis]
    }

    /// Spacers always fall in the last priority group (§1.7).
    private func priority(of child: ViewNode) -> Double {
        child.isSpacer ? -.infinity : child.layoutPriority
    }
}
