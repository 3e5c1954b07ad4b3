import Foundation

/// An opaque reference to a geometry value of a view (its bounds, a point in it), as SwiftUI's `Anchor`: a
/// preference carries it up, and a `GeometryProxy` resolves it in its own coordinates with `proxy[anchor]`.
public struct Anchor<Value> {
    private weak var node: ViewNode?
    let source: Source

    init(node: ViewNode, source: Source) {
        self.node = node
        self.source = source
    }

    /// The value in a space whose origin is `origin`, in root coordinates; a view no longer shown resolves at
    /// the origin with zero size.
    func resolve(relativeTo origin: CGPoint) -> Value {
        let frame = MainActor.assumeIsolated { node?.frame } ?? CGRect(origin: origin, size: .zero)
        return source.value(CGRect(origin: CGPoint(x: frame.minX - origin.x, y: frame.minY - origin.y), size: frame.size))
    }

    /// Where an anchor's value comes from, as SwiftUI's `Anchor.Source`.
    public struct Source {
        /// The value for a view whose bounds are the given rectangle.
        let value: (CGRect) -> Value
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init { $0 } }

    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        .init { bounds in r.offsetBy(dx: bounds.minX, dy: bounds.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        .init { bounds in CGPoint(x: bounds.minX + p.x, y: bounds.minY + p.y) }
    }

    /// A point at a fraction of the view's size.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        .init { bounds in CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height) }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor: Equatable where Value: Equatable {
    /// Two anchors are equal when they resolve to the same value now.
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.resolve(relativeTo: .zero) == rhs.resolve(relativeTo: .zero)
    }
}
