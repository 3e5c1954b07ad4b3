import Foundation

/// One node of a laid-out view tree, for tests and tools: its kind, frame in root coordinates (unsnapped, as
/// `GeometryProxy.frame(in: .global)` reports it), text and accessibility identifier.
public struct LayoutNode: Hashable, Sendable, CustomStringConvertible {
    public var kind: Kind
    public var frame: CGRect
    public var text: String?
    public var accessibilityIdentifier: String?
    public var children: [LayoutNode]

    /// Where the node's content is drawn: the union of its leaves' frames. It differs from `frame` when an
    /// `offset` inside the node moves its content away from its layout frame.
    public var contentFrame: CGRect {
        guard !children.isEmpty else { return frame }
        return children.map(\.contentFrame).reduce(CGRect.null) { $0.union($1) }
    }

    /// This node and all its descendants, depth first.
    public var allNodes: [LayoutNode] {
        [self] + children.flatMap(\.allNodes)
    }

    /// The first node, depth first, that `predicate` accepts.
    public func first(where predicate: (LayoutNode) -> Bool) -> LayoutNode? {
        if predicate(self) { return self }
        for child in children {
            if let found = child.first(where: predicate) { return found }
        }
        return nil
    }

    /// The first node showing exactly `text`.
    public func node(text: String) -> LayoutNode? {
        first { $0.text == text }
    }

    /// The first node tagged with `identifier` by `accessibilityIdentifier(_:)`.
    public func node(identifier: String) -> LayoutNode? {
        first { $0.accessibilityIdentifier == identifier }
    }

    /// The first node of a kind, e.g. `.hStack`, `.text` or `.custom("MainCardView")`.
    public func node(kind: Kind) -> LayoutNode? {
        first { $0.kind == kind }
    }

    /// An indented outline of the tree, one node per line.
    public var description: String {
        outline(depth: 0)
    }

    private func outline(depth: Int) -> String {
        let f = frame
        var line = String(repeating: "  ", count: depth) + "\(kind) (\(f.minX), \(f.minY), \(f.width), \(f.height))"
        if let text { line += " \"\(text)\"" }
        if let accessibilityIdentifier { line += " #\(accessibilityIdentifier)" }
        return ([line] + children.map { $0.outline(depth: depth + 1) }).joined(separator: "\n")
    }
}
