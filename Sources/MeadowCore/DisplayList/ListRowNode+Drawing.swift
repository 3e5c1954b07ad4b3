import Foundation

extension ListRowNode: NodeDrawing {
    /// Draws a row's background (the style's white or its `listRowBackground`), the pressed highlight, the
    /// content, the separator and the chevron, clipped to its section's card in the inset grouped style (to its
    /// collapsing bounds while it is removed); a header
    /// or footer draws its content, over the list's background where headers pin.
    func draw(into list: inout DisplayList) {
        guard role == .row else {
            // A header that may pin covers the rows scrolling under it.
            if role == .header, appearance.pinsHeaders {
                list.append(.fill(Path(localBounds), appearance.background, FillStyle()))
            }
            return drawChildren(into: &list)
        }
        var row = DisplayList()
        if let background {
            background.render(into: &row)
        } else {
            row.append(.fill(Path(localBounds), ListAppearance.rowBackground, FillStyle()))
        }
        if isPressed { row.append(.fill(Path(localBounds), ListAppearance.pressedRowBackground, FillStyle())) }
        content?.render(into: &row)
        chevron?.render(into: &row)
        if showsSeparator { row.append(.fill(Path(separatorRect), ListAppearance.separatorColor, FillStyle())) }
        if let clip = isCollapsing ? Path(localBounds) : cardClip {
            list.append(.group(.clip(clip, FillStyle()), row))
        } else {
            for item in row.items { list.append(item) }
        }
    }
}
