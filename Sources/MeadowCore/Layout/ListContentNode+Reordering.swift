import Foundation

/// Reordering a list's rows in edit mode, as a table view does: the row whose reorder control is dragged follows
/// the finger over the others; each row of the same `ForEach` it passes the middle of moves out of its way, by the
/// lifted row's height, with an animation; dropped, the row's `onMove` action runs with its offset and the offset
/// before which it goes, and the list lays the rows out in their new order.
extension ListContentNode {
    /// How the rows move out of the lifted row's way: UIKit's default animation, a quarter of a second (est.).
    static let reorderAnimation = Animation.easeInOut(duration: 0.25)

    func beginReorder(_ row: ListRowNode) {
        lifted = row
        row.reorderShift.set(0, animation: nil, for: row)
    }

    /// Moves the lifted row `translation` points from its place and the others out of its way.
    func trackReorder(_ row: ListRowNode, translation: CGFloat) {
        guard lifted === row else { return }
        row.reorderLift = translation
        let shifts = reorderShifts(of: row)
        for (other, shift) in shifts { other.reorderShift.set(shift, animation: Self.reorderAnimation, for: other) }
    }

    /// Drops the lifted row: puts every row back in place and, when `commit`, runs the `onMove` action if the row
    /// moved.
    func endReorder(_ row: ListRowNode, commit: Bool) {
        guard lifted === row else { return }
        let destination = reorderDestination(of: row)
        lifted = nil
        row.reorderLift = 0
        for case let other as ListRowNode in children { other.reorderShift.set(0, animation: nil, for: other) }
        guard commit, let actions = row.editActions, let move = actions.move, let destination else { return }
        move(IndexSet(integer: actions.offset), destination)
    }

    /// The other built rows of the lifted row's `ForEach`, each with its offset.
    private func groupRows(of row: ListRowNode) -> [(row: ListRowNode, offset: Int)] {
        guard let group = row.editActions?.group else { return [] }
        return children.compactMap { node in
            guard let other = node as? ListRowNode, other !== row, let actions = other.editActions, actions.group == group
            else { return nil }
            return (other, actions.offset)
        }
    }

    /// How far each other row of the group moves: down by the lifted row's height when it is before the lifted
    /// row and the lifted row's middle has passed above its middle, up when it is after and has been passed.
    private func reorderShifts(of row: ListRowNode) -> [(ListRowNode, CGFloat)] {
        guard let offset = row.editActions?.offset else { return [] }
        let centre = row.frame.midY + row.reorderLift
        return groupRows(of: row).map { other, otherOffset in
            if otherOffset < offset, centre < other.frame.midY { return (other, row.frame.height) }
            if otherOffset > offset, centre > other.frame.midY { return (other, -row.frame.height) }
            return (other, 0)
        }
    }

    /// Where the lifted row goes, as `onMove` takes it: the offset before which it is inserted in the original
    /// data; nil when it stays.
    func reorderDestination(of row: ListRowNode) -> Int? {
        guard let offset = row.editActions?.offset else { return nil }
        let centre = row.frame.midY + row.reorderLift
        let rows = groupRows(of: row)
        let passedBefore = rows.filter { $0.offset < offset && centre < $0.row.frame.midY }.count
        let passedAfter = rows.filter { $0.offset > offset && centre > $0.row.frame.midY }.count
        let position = offset - passedBefore + passedAfter
        guard position != offset else { return nil }
        return position > offset ? position + 1 : position
    }
}
