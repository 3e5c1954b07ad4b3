import Foundation

extension DisplayItem {
    /// The rect, in the coordinates of the list that holds it, whose pixels behind it the item's materials read:
    /// a backdrop-reading effect's bounds grown by its reach, carried out through the groups around it; null for
    /// an item that reads none (nearly all of them, known without a look inside a group).
    public var backdropBounds: CGRect {
        guard case .group(let effect, let list) = self else { return .null }
        if case .custom(let custom) = effect, let reach = custom.base.backdropReach {
            return custom.base.bounds(ofContent: list.bounds).insetBy(dx: -reach, dy: -reach).union(list.backdropBounds)
        }
        let inner = list.backdropBounds
        guard !inner.isNull else { return .null }
        switch effect {
        case .offset(let offset): return inner.offsetBy(dx: offset.width, dy: offset.height)
        case .opacity, .colorMatrix, .blendMode, .clip, .mask: return inner
        // A group that moves, spreads or casts what it holds reads behind all it may draw into, and as far
        // beyond as its materials reach beyond what it holds.
        default:
            let drawn = list.bounds
            let margin = max(drawn.minX - inner.minX, drawn.minY - inner.minY, inner.maxX - drawn.maxX, inner.maxY - drawn.maxY, 0)
            return bounds.insetBy(dx: -margin, dy: -margin)
        }
    }
}

extension DisplayList {
    /// `damage` grown by the backdrops of the list's materials that it touches: a material draws a blur of the
    /// pixels behind it, so a change within its blur's reach behind it draws the whole material again, and the
    /// pixels it reads must be drawn again too, not kept with the material drawn over them. Repeated until no
    /// other material's backdrop touches what was added.
    func damageWithBackdrops(_ damage: [CGRect]) -> [CGRect] {
        guard !backdropBounds.isNull, !damage.isEmpty else { return damage }
        var pending: [CGRect] = []
        collectBackdrops(offset: .zero, into: &pending)
        var rects = damage
        var grew = true
        while grew {
            grew = false
            pending.removeAll { backdrop in
                guard rects.contains(where: { $0.intersects(backdrop) }) else { return false }
                rects.append(backdrop)
                grew = true
                return true
            }
        }
        return rects
    }

    /// The backdrops the list's materials read, in the coordinates `offset` moves the list's to: through offsets
    /// and the groups that draw in place, each material's own; a group that moves or spreads what it holds
    /// counts all it reads behind as one.
    private func collectBackdrops(offset: CGSize, into backdrops: inout [CGRect]) {
        for item in items {
            let backdrop = item.backdropBounds
            guard !backdrop.isNull, case .group(let effect, let inner) = item else { continue }
            switch effect {
            case .offset(let move):
                inner.collectBackdrops(offset: CGSize(width: offset.width + move.width, height: offset.height + move.height), into: &backdrops)
            case .opacity, .colorMatrix, .blendMode, .clip, .mask:
                inner.collectBackdrops(offset: offset, into: &backdrops)
            default:
                backdrops.append(backdrop.offsetBy(dx: offset.width, dy: offset.height))
            }
        }
    }
}
