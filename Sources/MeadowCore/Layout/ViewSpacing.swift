import Foundation

/// The spacing a view prefers around each of its edges, as SwiftUI's `ViewSpacing`.
///
/// A view states its preferences per edge and per category of neighbour (§1.6): a plain view says 0 to text on
/// each side, a text says how far other text, its baselines and plain views should stay from its top and bottom.
/// Between two views the categories both facing edges name decide (the largest distance wins); with none in
/// common, the larger of the edges' preferences for any neighbour; with neither, the default 8 points.
public struct ViewSpacing: Sendable {
    /// The distance between two views whose preferences say nothing about each other, in both axes (§1.6).
    static let defaultDistance: CGFloat = 8

    /// What the view prefers, per category of neighbour (or any neighbour, `nil`) and edge.
    private(set) var minima: [Key: Value]

    /// A preference on one edge, towards neighbours of one category or, with `nil`, towards any neighbour.
    struct Key: Hashable, Sendable {
        var category: Category?
        var edge: Edge
    }

    init(minima: [Key: Value]) {
        self.minima = minima
    }

    /// A plain view's spacing: the default distance to views like it, and the text's own preferences next to
    /// text (§1.6).
    public init() {
        minima = Self.plainMinima(on: .all)
    }

    /// No preference on any edge: what a union of subviews' spacing starts from.
    static let empty = ViewSpacing(minima: [:])

    /// A preference of zero towards any neighbour on every edge.
    public static let zero = ViewSpacing(minima: [
        Key(category: nil, edge: .top): .distance(0), Key(category: nil, edge: .leading): .distance(0),
        Key(category: nil, edge: .bottom): .distance(0), Key(category: nil, edge: .trailing): .distance(0),
    ])

    /// Merges `other`'s preferences on `edges` into these, keeping the larger where both state one.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for (key, value) in other.minima where edges.contains(Edge.Set(key.edge)) {
            minima[key] = minima[key].map { Value.larger($0, value) } ?? value
        }
    }

    /// These preferences merged with `other`'s on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance from this view to `next`, which follows it along `axis` (§1.6): the largest distance over the
    /// categories both facing edges name; else the larger of their preferences towards any neighbour; else the
    /// default 8 points.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let from: Edge = axis == .horizontal ? .trailing : .bottom
        let to: Edge = axis == .horizontal ? .leading : .top
        var categorised: CGFloat?
        for (key, value) in minima where key.edge == from {
            guard let category = key.category, let facing = next.minima[Key(category: category, edge: to)],
                let distance = value.distance(to: facing)
            else { continue }
            categorised = max(categorised ?? -.infinity, distance)
        }
        if let categorised { return categorised }
        let own = minima[Key(category: nil, edge: from)]?.distance
        let theirs = next.minima[Key(category: nil, edge: to)]?.distance
        guard own != nil || theirs != nil else { return Self.defaultDistance }
        return max(own ?? -.infinity, theirs ?? -.infinity)
    }

    /// Puts `edges` back to a plain view's preferences, as a padding or a frame does on the edges it sets (§1.6).
    mutating func reset(_ edges: Edge.Set) {
        minima = minima.filter { !edges.contains(Edge.Set($0.key.edge)) }
        minima.merge(Self.plainMinima(on: edges)) { _, plain in plain }
    }

    /// A plain view's preferences on `edges`: 0 to text above, below and beside it.
    private static func plainMinima(on edges: Edge.Set) -> [Key: Value] {
        let plain: [Edge: Category] = [
            .top: .edgeBelowText, .bottom: .edgeAboveText, .leading: .edgeRightText, .trailing: .edgeLeftText,
        ]
        var minima: [Key: Value] = [:]
        for (edge, category) in plain where edges.contains(Edge.Set(edge)) {
            minima[Key(category: category, edge: edge)] = .distance(0)
        }
        return minima
    }
}
