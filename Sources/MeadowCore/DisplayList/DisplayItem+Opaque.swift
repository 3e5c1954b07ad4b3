import Foundation

extension DisplayItem {
    /// A rect, in the coordinates of the list that holds the item, that it paints all over in opaque colour, or
    /// nil when it has none this knows of: an opaque fill of a convex shape (`Path.interiorRect`), moved by
    /// offsets and translations, cut by clips, under its own shadow. Whatever was drawn before the item there
    /// cannot show, so a renderer need not paint it (`CairoRenderer` skips painting blurred layers there).
    public var opaqueRect: CGRect? {
        guard let rect = coveredRect, !erases else { return nil }
        return rect
    }

    /// The rect the item covers, whatever it erases: `opaqueRect` asks about erasing once, not again at each
    /// group down.
    fileprivate var coveredRect: CGRect? {
        switch self {
        case .fill(let path, let color, _):
            // One convex outline (all `interiorRect` takes) fills the same by either rule.
            guard color.alpha >= 1 else { return nil }
            return path.interiorRect
        case .group(.offset(let offset), let list):
            guard let rect = list.coveredRect?.offsetBy(dx: offset.width, dy: offset.height) else { return nil }
            guard isSliding else { return rect }
            // A view an animation moves may be drawn up to half a device pixel from its place, on whole pixels.
            let inner = rect.insetBy(dx: Self.slidingSlack, dy: Self.slidingSlack)
            return inner.isNull || inner.isEmpty ? nil : inner
        case .group(.transform(let transform), let list):
            guard transform.scale == CGSize(width: 1, height: 1), transform.rotation == 0 else { return nil }
            return list.coveredRect?.offsetBy(dx: transform.translation.width, dy: transform.translation.height)
        case .group(.clip(let path, _), let list):
            guard let inner = list.coveredRect, let clip = path.interiorRect else { return nil }
            let cut = inner.intersection(clip)
            return cut.isNull || cut.isEmpty ? nil : cut
        case .group(.shadow, let list):
            return list.coveredRect
        default:
            return nil
        }
    }

    /// Whether the item is an offset group an animation is moving (its list's `isAnimating`), which a renderer
    /// draws on whole pixels.
    var isSliding: Bool {
        guard case .group(.offset, let list) = self else { return false }
        return list.isAnimating
    }

    /// How far in, in points, a view an animation moves surely covers its rect: half a point, at least the half
    /// pixel a renderer may move it by to land on whole pixels.
    static let slidingSlack: CGFloat = 0.5

    /// Whether the item is, or holds, a group drawn with `.destinationOut`, which could clear what it covered.
    fileprivate var erases: Bool {
        guard case .group(let effect, let list) = self else { return false }
        if case .blendMode(.destinationOut) = effect { return true }
        return list.items.contains(where: \.erases)
    }
}

extension DisplayList {
    /// The largest of its items' opaque rects (`DisplayItem.opaqueRect`); nil when something in it is drawn with
    /// `.destinationOut`, which could clear what an item covered.
    public var opaqueRect: CGRect? {
        guard let rect = coveredRect, !items.contains(where: \.erases) else { return nil }
        return rect
    }

    /// The largest of its items' covered rects.
    fileprivate var coveredRect: CGRect? {
        items.lazy.compactMap(\.coveredRect).max { $0.width * $0.height < $1.width * $1.height }
    }
}
