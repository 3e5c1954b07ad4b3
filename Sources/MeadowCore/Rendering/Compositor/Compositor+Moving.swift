import Foundation

extension Compositor {
    /// A group drawn from a content layer: the group, the layer, and the transform the layer was drawn through.
    struct CompositedGroup {
        let item: DisplayItem
        let layer: Layer
        let rest: CGAffineTransform
    }


    /// Whether the group `list` is being animated (a zoom, a spin): it has another `transform` than in the frame
    /// before, or, in a sequence of frames, the display list says an animation moves it (so its first frame is
    /// drawn from the content layer the next ones use, not drawn once and then again into the layer). A lone
    /// frame draws it as usual: a layer used once would cost more than the drawing. Notes `transform` as the
    /// group's for the next frame.
    public func isMoving(_ list: DisplayList, _ transform: Transform) -> Bool {
        guard list.identity != 0 else { return false }
        transformsDrawn[list.identity] = transform
        if list.isAnimating && isContinuing { return true }
        if transformsBefore[list.identity].map({ $0 != transform }) == true { return true }
        // A group drawn from its content layer in the frame before, now under a transform again (a zoom back).
        guard let group = Self.singleGroup(Self.peelingOpacity(list).content) else { return false }
        return compositedBefore[group.identity]?.item == group.item
    }

    /// The content layer the frame before painted `group` from (`singleGroup` of a moving group's content), when
    /// it still holds it: the same group, drawn at rest through the same transform `rest`, covering `needed`
    /// (device pixels). Nil when the content must come from its kept layer or be drawn.
    public func compositedLayer(
        of group: (item: DisplayItem, identity: Int), rest: CGAffineTransform, covering needed: CGRect
    ) -> Layer? {
        guard let before = compositedBefore[group.identity], before.item == group.item, Self.same(before.rest, rest),
            before.layer.area.contains(needed)
        else { return nil }
        return before.layer
    }

    /// Notes that `group` was painted from `layer`, its content drawn at rest through `rest`: the next frame may
    /// copy it from there (`compositedCopy`) or paint it from there again (`compositedLayer`).
    public func noteComposited(_ group: (item: DisplayItem, identity: Int), layer: Layer, rest: CGAffineTransform) {
        compositedDrawn[group.identity] = CompositedGroup(item: group.item, layer: layer, rest: rest)
    }

    /// Whether `item`, a group drawn from a moving group's content layer in the frame before, can be copied from
    /// that layer, the same pixels as drawing it: it is unchanged, and moved by whole device pixels only. Its
    /// animation has ended (a zoom's last frame), or it starts another (`isMoving`). The layer and how far to move
    /// it, in device pixels, when it can; `drawn` gives the device pixels the item covers on the surface.
    public func compositedCopy(
        of item: DisplayItem, identity: Int, matrix: CGAffineTransform, drawn: () -> CGRect?
    ) -> (layer: Layer, offset: CGSize)? {
        guard let before = compositedBefore[identity], before.item == item else { return nil }
        let dx = matrix.tx - before.rest.tx, dy = matrix.ty - before.rest.ty
        guard dx == dx.rounded(), dy == dy.rounded(), Self.same(before.rest, matrix, translatedBy: (dx, dy)),
            let drawn = drawn(), drawn.isNull || before.layer.area.offsetBy(dx: dx, dy: dy).contains(drawn)
        else { return nil }
        compositedDrawn[identity] = CompositedGroup(item: item, layer: before.layer, rest: matrix)
        return (before.layer, CGSize(width: dx, height: dy))
    }

    /// `list` without the opacity groups that hold all of it, one inside the other, and their opacities multiplied.
    public static func peelingOpacity(_ list: DisplayList) -> (content: DisplayList, opacity: Double) {
        var content = list, opacity = 1.0
        while content.items.count == 1, case .group(.opacity(let alpha), let inner) = content.items[0] {
            opacity *= alpha
            content = inner
        }
        return (content, opacity)
    }

    /// The one group `list` holds, and the identity of its list, when that is all it holds: what a moving group's
    /// content layer is known by, whatever list holds the group (a transition's, or its parent's once it ends).
    public static func singleGroup(_ list: DisplayList) -> (item: DisplayItem, identity: Int)? {
        guard list.items.count == 1, case .group(_, let inner) = list.items[0], inner.identity != 0 else { return nil }
        return (list.items[0], inner.identity)
    }

    /// Whether two transforms are the same, the first moved by `translation` device pixels.
    static func same(
        _ a: CGAffineTransform, _ b: CGAffineTransform, translatedBy translation: (Double, Double) = (0, 0)
    ) -> Bool {
        a.a == b.a && a.b == b.b && a.c == b.c && a.d == b.d && a.tx + translation.0 == b.tx
            && a.ty + translation.1 == b.ty
    }
}
