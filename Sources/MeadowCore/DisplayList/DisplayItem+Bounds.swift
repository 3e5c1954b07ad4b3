import Foundation

extension DisplayItem {
    /// How far a blur or shadow reaches beyond what it blurs, in standard deviations (its radius): beyond three
    /// the Gaussian's weight is under 0.3 %, less than one 8-bit step, so renderers blur and cull within it.
    public static let blurReach: CGFloat = 3

    /// The rect, in the coordinates of the list that holds it, this item may draw into.
    public var bounds: CGRect {
        switch self {
        case .fill(let path, _, _), .gradientFill(let path, _, _): return path.boundingRect
        case .stroke(let path, _, let style): return path.boundingRect.insetBy(dx: -style.lineWidth, dy: -style.lineWidth)
        case .text(_, let rect, _), .image(_, let rect, _), .symbol(_, let rect, _, _), .placeholder(let rect),
            .layeredSymbol(_, let rect, _, _):
            return rect
        case .group(let effect, let list):
            let inner = list.bounds
            switch effect {
            case .offset(let offset): return inner.offsetBy(dx: offset.width, dy: offset.height)
            case .opacity, .colorMatrix, .blendMode: return inner
            case .clip(let path, _): return inner.intersection(path.boundingRect)
            case .mask(let mask): return inner.intersection(mask.bounds)
            case .shadow(_, let radius, let offset):
                return inner.union(inner.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -Self.blurReach * radius, dy: -Self.blurReach * radius))
            case .blur(let radius): return inner.insetBy(dx: -Self.blurReach * radius, dy: -Self.blurReach * radius)
            case .transform(let transform):
                return Self.bounds(of: inner, mappedBy: transform.apply)
            case .projection(let projection):
                return Self.bounds(of: inner, mappedBy: projection.apply)
            case .custom(let effect):
                return effect.base.bounds(ofContent: inner)
            }
        }
    }

    /// The rect holding `rect`'s four corners mapped by `map` (a rotation's or a perspective's, which map straight
    /// edges to straight edges).
    private static func bounds(of rect: CGRect, mappedBy map: (CGPoint) -> CGPoint) -> CGRect {
        guard !rect.isNull else { return rect }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0), height: (ys.max() ?? 0) - (ys.min() ?? 0))
    }
}
