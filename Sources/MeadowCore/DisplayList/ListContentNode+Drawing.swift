import Foundation

extension ListContentNode: NodeDrawing {
    /// In the grouped styles, draws each section's card behind its rows: one rounded rect (square in the grouped
    /// style) from the top of the section's first row on screen to the bottom of its last, rows leaving with their
    /// transition included, so that while rows are inserted or removed (and draw no background of their own) the
    /// card grows or shrinks with them, as a grouped table view's section does. Then draws the rows, a row being reordered over the others.
    func draw(into list: inout DisplayList) {
        if appearance.isGrouped {
            let fill = appearance.rowBackground(in: environment)
            for card in sectionCards() {
                let path = appearance.cornerRadius > 0
                    ? Path(roundedRect: card, cornerRadius: appearance.cornerRadius, style: .circular) : Path(card)
                list.append(.fill(path, fill, FillStyle()))
            }
        }
        for child in childrenInDrawOrder where child !== lifted { child.render(into: &list) }
        lifted?.render(into: &list)
    }

    /// The cards of the sections with rows on screen, in the node's coordinates, top to bottom.
    private func sectionCards() -> [CGRect] {
        var sections: [ViewKey] = []
        var cards: [ViewKey: CGRect] = [:]
        for case let row as ListRowNode in children + exitingChildren where row.role == .row {
            let rect = row.frame.offsetBy(dx: -frame.minX, dy: -frame.minY)
            if let card = cards[row.section] {
                let top = min(card.minY, rect.minY)
                cards[row.section] = CGRect(x: card.minX, y: top, width: card.width, height: max(card.maxY, rect.maxY) - top)
            } else {
                sections.append(row.section)
                cards[row.section] = rect
            }
        }
        return sections.compactMap { cards[$0] }.sorted { $0.minY < $1.minY }
    }
}
