import Foundation

extension NavigationBarNode: NodeDrawing {
    /// Draws the material (up through the status bar) and the hairline as content passes under the bar, the row
    /// of items, the inline title at its opacity, and the large title clipped to the strip below the row.
    func draw(into list: inout DisplayList) {
        let opacity = materialOpacity
        if opacity > 0 {
            let material = CGRect(x: 0, y: -frame.minY, width: frame.width, height: frame.minY + barHeight)
            let hairline = CGRect(x: 0, y: barHeight, width: frame.width, height: 1 / scale)
            list.append(.fill(Path(material), Self.materialColor.withAlpha(Self.materialColor.alpha * opacity), FillStyle()))
            list.append(.fill(Path(hairline), Self.hairlineColor.withAlpha(Self.hairlineColor.alpha * opacity), FillStyle()))
        }
        guard children.count == 3 else { return }
        children[0].render(into: &list)
        let inlineOpacity = inlineTitleOpacity
        if inlineOpacity >= 1 {
            children[1].render(into: &list)
        } else if inlineOpacity > 0 {
            list.group(.opacity(inlineOpacity)) { children[1].render(into: &$0) }
        }
        let top = NavigationBar.barHeight
        let strip = CGRect(x: 0, y: top, width: frame.width, height: max(barHeight - top, 0) + max(-collapse, 0))
        list.group(.clip(Path(strip), FillStyle())) { children[2].render(into: &$0) }
    }
}
