import Foundation

extension DisplayList {
    /// The rects, in the list's coordinates, where this list may draw differently from `old`: a renderer that
    /// kept `old`'s pixels draws only these again.
    ///
    /// Groups with the same identity and version are the same drawing and add nothing, without a look inside.
    /// A node's drawing that changed inside an unchanged offset, opacity, clip or blur of radius 0 is compared item
    /// by item, so a picker segment that moves damages the segment, not the screen; any other change damages the
    /// old and the new bounds of the item that changed (a blurred or shadowed group's whole reach). A list whose
    /// items were added or removed damages the bounds of the items between the ones that stayed the same at its
    /// start and at its end: a lazy list building a row as it scrolls damages the row, not the list. Damage that
    /// touches what a material blurs behind it grows to all of that backdrop (`damageWithBackdrops`).
    public func damage(since old: DisplayList) -> [CGRect] {
        var rects: [CGRect] = []
        Self.collectDamage(from: old, to: self, offset: .zero, into: &rects)
        return damageWithBackdrops(rects)
    }

    private static func collectDamage(from old: DisplayList, to new: DisplayList, offset: CGSize, into rects: inout [CGRect]) {
        guard old != new else { return }
        guard old.items.count == new.items.count else {
            let shorter = min(old.items.count, new.items.count)
            let start = zip(old.items, new.items).prefix { $0.drawsAlike($1) }.count
            let end = zip(old.items.reversed(), new.items.reversed()).prefix(shorter - start).prefix { $0.drawsAlike($1) }.count
            for item in old.items[start..<(old.items.count - end)] + new.items[start..<(new.items.count - end)] {
                addDamage(item.bounds, offset: offset, to: &rects)
            }
            return
        }
        for (before, after) in zip(old.items, new.items) {
            guard before != after else {
                if !before.drawsAlike(after) { addDamage(after.bounds, offset: offset, to: &rects) }
                continue
            }
            if case .group(let oldEffect, let oldList) = before, case .group(let newEffect, let newList) = after,
                oldEffect == newEffect, oldList.identity == newList.identity
            {
                switch newEffect {
                case .offset(let move):
                    let inner = CGSize(width: offset.width + move.width, height: offset.height + move.height)
                    collectDamage(from: oldList, to: newList, offset: inner, into: &rects)
                    continue
                case .opacity, .clip, .blur(radius: 0):
                    collectDamage(from: oldList, to: newList, offset: offset, into: &rects)
                    continue
                default:
                    break
                }
            }
            addDamage(before.bounds.union(after.bounds), offset: offset, to: &rects)
        }
    }

    private static func addDamage(_ rect: CGRect, offset: CGSize, to rects: inout [CGRect]) {
        guard !rect.isNull, !rect.isEmpty else { return }
        rects.append(rect.offsetBy(dx: offset.width, dy: offset.height))
    }
}

extension DisplayItem {
    /// Whether the item draws as `other` does: the same item, and not moved by an animation in one and at rest in
    /// the other (which draws it otherwise, on whole pixels).
    fileprivate func drawsAlike(_ other: DisplayItem) -> Bool {
        self == other && isSliding == other.isSliding
    }
}
