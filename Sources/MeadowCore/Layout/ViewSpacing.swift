import Foundation

/// The spacing a view prefers around each of its edges, as SwiftUI's `ViewSpacing`.
///
/// A plain view states no preference, and two views without one are the default 8 points apart (§1.6). An edge
/// with a preference takes the larger of the two facing preferences (§1.6 rule b): `ViewSpacing.zero` next to a
/// plain view puts them 0 apart.
public struct ViewSpacing: Sendable {
    /// The distance between two views that state no preference, in both axes (§1.6).
    static let defaultDistance: CGFloat = 8

    private var edges: [Edge: CGFloat] = [:]

    /// A view's spacing with no preference on any edge: the default distance to its neighbours.
    public init() {}

    /// A preference of zero on every edge.
    public static let zero: ViewSpacing = {
        var spacing = ViewSpacing()
        for edge in Edge.allCases { spacing.edges[edge] = 0 }
        return spacing
    }()

    /// Merges `other`'s preferences on `edges` into these, keeping the larger on each edge.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            guard let value = other.edges[edge] else { continue }
            self.edges[edge] = max(self.edges[edge] ?? value, value)
        }
    }

    /// These preferences merged with `other`'s on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance from this view to `next`, which follows it along `axis`: the larger of the facing edges'
    /// preferences, or the default 8 points when neither has one.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let trailing = edges[axis == .horizontal ? .trailing : .bottom]
        let leading = next.edges[axis == .horizontal ? .leading : .top]
        switch (trailing, leading) {
        case let (a?, b?): return max(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return Self.defaultDistance
        }
    }
}
