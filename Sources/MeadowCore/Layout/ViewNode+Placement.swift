import Foundation

extension ViewNode {
    /// Places `child` at its size for `proposal`, aligned in `rect`.
    func place(_ child: ViewNode, proposal: ProposedViewSize, alignment: Alignment, in rect: CGRect, context: PlacementContext) {
        let dimensions = child.dimensions(in: proposal)
        child.place(in: CGRect(origin: alignment.origin(of: dimensions, in: rect), size: dimensions.size), proposal: proposal, context: context)
    }
}
