import Foundation

/// The rows of a `List`, inside its scroll view: sections' headers, rows and footers one under the other, with
/// the style's section margins, each row in a `ListRowNode`.
///
/// Rows are built lazily, as SwiftUI's `List` builds them: only the entries in the scroll view's visible part, and
/// half its height above and below, have nodes (and so evaluated bodies); the others count at their last measured
/// height, or at the 44-point minimum row height until first built. A row scrolled away leaves the tree (its
/// `onDisappear` runs) but keeps its node and state, and comes back with them. Rows that an animated change
/// inserts or removes fade in or out (the default transition) while the rows below move, as a table view's rows
/// do: an inserted row grows from nothing where it goes, a removed row collapses where it was, up to the entry
/// before it, under the rows moving up, and a grouped section's card grows and shrinks with them.
final class ListContentNode: ViewNode {
    private var items: [ListItem] = []
    private(set) var appearance = ListAppearance(DefaultListStyle())
    private var context: BuildContext?
    /// The heights entries had when built, valid for `measuredWidth`.
    private var heights: [ViewKey: CGFloat] = [:]
    private var measuredWidth: CGFloat?
    /// Every row built so far, on screen or scrolled away.
    private var rows: [ViewKey: ListRowNode] = [:]
    /// Rows scrolled away when the list last changed: built again when they come back.
    private var stale: Set<ViewKey> = []
    /// Entries the last change inserted, which appear with their transition when first built.
    private var inserted: Set<ViewKey> = []
    /// Rows leaving with their transition, each with the entry before it that stays (nil: the first).
    private var collapsing: [(row: ListRowNode, after: ViewKey?)] = []
    /// The row being moved by its reorder control (`ListContentNode+Reordering.swift`), drawn over the others.
    var lifted: ListRowNode? {
        didSet { invalidateDrawing() }
    }

    /// How far beyond the visible part rows are built, as a fraction of the viewport's height on each side.
    static let prefetchFraction: CGFloat = 0.5
    /// The height a header or footer counts at before it is first built: one footnote line (§6 text styles).
    static let estimatedHeaderHeight: CGFloat = 18

    override var kind: LayoutNode.Kind { .listContent }

    /// While an animated change moves rows (those below a row inserted or removed), as a table view animates its
    /// cells' layers: the rows' drawings slide on whole pixels from pixels kept (`DisplayList.isAnimating`), and
    /// their pictures are not resampled at each new fraction of a pixel.
    override var isMovingChildren: Bool {
        children.contains { $0.nodeFrame.presented.isAnimating(at: clock.time) }
    }

    func configure(items newItems: [ListItem], appearance: ListAppearance, context: BuildContext) {
        let animation = context.transaction.disablesAnimations ? nil : context.transaction.animation
        let newKeys = Set(newItems.map(\.key))
        let onScreen = Set(children.map(ObjectIdentifier.init))
        if hasBeenPlaced { inserted = newKeys.subtracting(items.map(\.key)) }
        collapsing.removeAll { entry in !exitingChildren.contains { $0 === entry.row } }
        for (index, item) in items.enumerated() where !newKeys.contains(item.key) {
            guard let row = rows[item.key] else { continue }
            rows[item.key] = nil
            stale.remove(item.key)
            if onScreen.contains(ObjectIdentifier(row)), row.beginRemoval(animation: animation) {
                exitingChildren.append(row)
                collapsing.append((row, items[..<index].last { newKeys.contains($0.key) }?.key))
            }
        }
        if appearance != self.appearance { heights.removeAll() }
        items = newItems
        self.appearance = appearance
        self.context = context
        var kept: [ViewNode] = []
        for item in newItems {
            guard let row = rows[item.key] else { continue }
            guard onScreen.contains(ObjectIdentifier(row)) else {
                stale.insert(item.key)
                continue
            }
            row.configure(item, appearance: appearance, context: context)
            heights[item.key] = nil
            kept.append(row)
        }
        children = kept
    }

    private func heightsAreValid(for width: CGFloat?) -> Bool { width == measuredWidth }

    /// The height an entry counts at: as last built, else an estimate.
    private func height(of item: ListItem, measured: Bool) -> CGFloat {
        if measured, let height = heights[item.key] { return height }
        return item.role == .row ? environment.defaultMinListRowHeight : Self.estimatedHeaderHeight
    }

    private func totalHeight(measured: Bool) -> CGFloat {
        items.reduce(0) { $0 + $1.spaceAbove + height(of: $1, measured: measured) + $1.spaceBelow }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: totalHeight(measured: heightsAreValid(for: proposal.width)))
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context placement: PlacementContext) {
        guard var context else { return }
        context.transaction = Transaction(animation: animation(in: placement))
        if !heightsAreValid(for: rect.width) {
            heights.removeAll()
            measuredWidth = rect.width
        }
        let cell = (x: rect.minX + appearance.cardInset, width: max(0, rect.width - 2 * appearance.cardInset))
        // The part of the content to build, in the content's coordinates: the scroll view's viewport and some.
        let viewport = parent?.frame ?? rect
        let margin = viewport.height * Self.prefetchFraction
        let top = viewport.minY - margin - rect.minY
        let bottom = viewport.maxY + margin - rect.minY

        var placed: [(row: ListRowNode, item: ListItem, frame: CGRect)] = []
        /// Where each entry down to the last built one starts, in the content's coordinates.
        var origins: [CGFloat] = []
        func built(_ item: ListItem) -> (row: ListRowNode, height: CGFloat) {
            let row = rows[item.key] ?? makeRow(for: item, in: context)
            if stale.remove(item.key) != nil { row.configure(item, appearance: appearance, context: context) }
            let height = row.sizeThatFits(ProposedViewSize(width: cell.width, height: nil)).height
            heights[item.key] = height
            rows[item.key] = row
            return (row, height)
        }
        /// Where each entry down to the last laid out one ends, in the content's coordinates.
        var ends: [ViewKey: CGFloat] = [:]
        var y: CGFloat = 0
        for item in items {
            y += item.spaceAbove
            if y > bottom { break }
            origins.append(y)
            var height = height(of: item, measured: true)
            if y + height >= top {
                let row: ListRowNode
                (row, height) = built(item)
                placed.append((row, item, CGRect(x: cell.x, y: rect.minY + y, width: cell.width, height: height)))
            }
            y += height + item.spaceBelow
            ends[item.key] = y - item.spaceBelow
        }
        for (row, after) in collapsing {
            let end = after.map { ends[$0] } ?? items.first.map { $0.spaceAbove }
            guard let end else { continue }
            row.place(in: CGRect(x: cell.x, y: rect.minY + end, width: cell.width, height: 0), proposal: ProposedViewSize(width: cell.width, height: 0), context: placement)
        }
        // A pinned header: the header of the section at the viewport's top stays there, drawn over the rows, until
        // the next section pushes it up.
        let viewTop = viewport.minY - rect.minY
        if appearance.pinsHeaders,
            let index = origins.indices.last(where: { items[$0].role == .header && origins[$0] < viewTop })
        {
            let item = items[index]
            let (row, height) = built(item)
            let sectionEnd = origins.indices.first { $0 > index && items[$0].section != item.section }
                .map { origins[$0] - items[$0].spaceAbove } ?? .infinity
            let pinned = min(viewTop, sectionEnd - height)
            placed.removeAll { $0.row === row }
            placed.append((row, item, CGRect(x: cell.x, y: rect.minY + pinned, width: cell.width, height: height)))
        }
        let current = Set(children.map(ObjectIdentifier.init))
        let isNew = placed.contains { !current.contains(ObjectIdentifier($0.row)) }
        children = placed.map(\.row)
        for (index, entry) in placed.enumerated() {
            let next = index + 1 < placed.count ? placed[index + 1].row : nil
            entry.row.showsSeparator = entry.item.role == .row && !entry.item.isLastRow && entry.row.separatorShows(on: .bottom)
                && (next?.role != .row || next?.separatorShows(on: .top) != false)
            if entry.row.isExpanding, !entry.row.hasBeenPlaced {
                // An inserted row grows from nothing at the end of the entry before it, where that entry is now.
                let previous = index > 0 ? placed[index - 1] : nil
                let y = previous.map { entry.frame.minY - $0.frame.maxY + $0.row.frame.maxY } ?? entry.frame.minY
                let start = CGRect(x: entry.frame.minX, y: y, width: entry.frame.width, height: 0)
                entry.row.place(in: start, proposal: ProposedViewSize(width: cell.width, height: 0), context: placement)
            }
            entry.row.place(in: entry.frame, proposal: ProposedViewSize(entry.frame.size), context: placement)
        }
        inserted.removeAll()
        if isNew { invalidatePreferences() }
        // Rows measured at other than their estimate change the content's height: once this layout is done, the
        // scroll view sizes it again, in the same frame.
        if totalHeight(measured: true) != rect.height {
            invalidateLayout()
            graph?.enqueue { [weak graph] in graph?.inputChanged() }
        }
    }

    private func makeRow(for item: ListItem, in context: BuildContext) -> ListRowNode {
        let row = ListRowNode()
        row.configure(item, appearance: appearance, context: context)
        if inserted.contains(item.key) { row.beginInsertion(animation: animation) }
        return row
    }
}

extension LayoutNode.Kind {
    /// The rows of a `List`, inside its scroll view.
    public static let listContent = Self("ListContent")
}
