import Foundation

extension ListRowNode: NodeDrawing {
    /// Draws a row's background (the style's row background or its `listRowBackground`), the pressed highlight, the
    /// content, the separator and the chevron, clipped to its section's card in the inset grouped style; a header
    /// or footer draws its content, over the list's background where headers pin.
    func draw(into list: inout DisplayList) {
        guard role == .row else {
            // A header that may pin covers the rows scrolling under it.
            if role == .header, appearance.pinsHeaders {
                list.append(.fill(Path(localBounds), appearance.background(in: environment), FillStyle()))
            }
            return drawChildren(into: &list)
        }
        var row = DisplayList()
        if let background {
            background.render(into: &row)
        } else {
            row.append(.fill(Path(localBounds), appearance.rowBackground(in: environment), FillStyle()))
        }
        if isPressed { row.append(.fill(Path(localBounds), ListAppearance.pressedRowBackground.resolve(in: environment), FillStyle())) }
        content?.render(into: &row)
        chevron?.render(into: &row)
        if showsSeparator { row.append(.fill(Path(separatorRect), ListAppearance.separatorColor.resolve(in: environment), FillStyle())) }
        if let cardClip {
            list.append(.group(.clip(cardClip, FillStyle()), row))
        } else {
            for item in row.items { list.append(item) }
        }
    }
}
