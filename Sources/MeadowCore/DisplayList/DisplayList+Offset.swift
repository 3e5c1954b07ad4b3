import Foundation

extension DisplayList {
    /// The same drawing moved by (dx, dy) points.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> DisplayList {
        DisplayList(items: items.map { $0.offsetBy(dx: dx, dy: dy) })
    }
}

extension DisplayItem {
    /// The same item moved by (dx, dy) points.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> DisplayItem {
        switch self {
        case .fill(let path, let color, let style): .fill(path.offsetBy(dx: dx, dy: dy), color, style)
        case .stroke(let path, let color, let style): .stroke(path.offsetBy(dx: dx, dy: dy), color, style)
        case .text(let run, let rect, let color): .text(run, rect.offsetBy(dx: dx, dy: dy), color)
        case .image(let asset, let rect, let tint): .image(asset, rect.offsetBy(dx: dx, dy: dy), tint: tint)
        case .symbol(let name, let rect, let weight, let color): .symbol(name, rect.offsetBy(dx: dx, dy: dy), weight: weight, color)
        case .placeholder(let rect): .placeholder(rect.offsetBy(dx: dx, dy: dy))
        case .group(let effect, let list): .group(effect.offsetBy(dx: dx, dy: dy), list.offsetBy(dx: dx, dy: dy))
        }
    }
}

extension DisplayEffect {
    /// The same effect for content moved by (dx, dy) points.
    func offsetBy(dx: CGFloat, dy: CGFloat) -> DisplayEffect {
        switch self {
        case .opacity, .shadow, .blur: self
        case .clip(let path, let style): .clip(path.offsetBy(dx: dx, dy: dy), style)
        case .mask(let mask): .mask(mask.offsetBy(dx: dx, dy: dy))
        case .transform(let transform):
            .transform(
                Transform(
                    scale: transform.scale, rotation: transform.rotation,
                    anchor: CGPoint(x: transform.anchor.x + dx, y: transform.anchor.y + dy),
                    translation: transform.translation))
        }
    }
}
