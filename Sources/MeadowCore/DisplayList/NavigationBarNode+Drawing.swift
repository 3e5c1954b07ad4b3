import Foundation

extension NavigationBarNode: NodeDrawing {
    /// Draws the large title, clipped to the strip below the row, with its screen: it slides and dims with the
    /// content. The rest of the bar its navigation stack draws over all the screens (`drawBar`), as a navigation
    /// controller's one bar stays over the views it pushes.
    func draw(into list: inout DisplayList) {
        guard children.count == 4 else { return }
        let top = NavigationBar.barHeight
        let strip = CGRect(x: 0, y: top, width: frame.width, height: max(barHeight - top, 0) + max(-collapse, 0))
        list.group(.clip(Path(strip), FillStyle())) { children[2].render(into: &$0) }
    }

    /// Draws the bar, in its own coordinates, for a screen `shift` points from its place and `visibility` (0 to 1)
    /// of the way on screen, as UIKit's bar does during a push or pop: the material, hairline and items stay in
    /// place and cross-fade with the other screen's, and the inline title slides a quarter of the way with the
    /// content. At rest (no shift, fully visible): the material (up through the status bar) and the hairline as
    /// content passes under the bar, the row of items, the search field (over the material, as it stays under the
    /// collapsed bar) and the inline title at its opacity. A `toolbarBackground` colour replaces the material's
    /// tint, and its visibility decides when the background shows.
    func drawBar(into list: inout DisplayList, shift: CGFloat, visibility: Double) {
        var bar = DisplayList()
        let opacity = backgroundOpacity
        if opacity > 0 {
            let color = background ?? Self.materialColor
            let material = CGRect(x: -shift, y: -frame.minY, width: frame.width, height: frame.minY + barHeight)
            let hairline = CGRect(x: -shift, y: barHeight, width: frame.width, height: 1 / scale)
            bar.append(.fill(Path(material), color.withAlpha(color.alpha * opacity), FillStyle()))
            bar.append(.fill(Path(hairline), Self.hairlineColor.withAlpha(Self.hairlineColor.alpha * opacity), FillStyle()))
        }
        if children.count == 4 {
            bar.shifted(by: -shift) { children[0].render(into: &$0) }
            bar.shifted(by: -shift) { children[3].render(into: &$0) }
            let inlineOpacity = inlineTitleOpacity
            if inlineOpacity >= 1 {
                bar.shifted(by: -shift * 3 / 4) { children[1].render(into: &$0) }
            } else if inlineOpacity > 0 {
                bar.shifted(by: -shift * 3 / 4) { title in title.group(.opacity(inlineOpacity)) { children[1].render(into: &$0) } }
            }
        }
        if visibility >= 1 {
            for item in bar.items { list.append(item) }
        } else if visibility > 0 {
            list.append(.group(.opacity(visibility), bar))
        }
    }
}

extension DisplayList {
    /// Appends what `draw` draws, moved `dx` points across (in an offset group only when it moves).
    fileprivate mutating func shifted(by dx: CGFloat, _ draw: (inout DisplayList) -> Void) {
        if dx == 0 { return draw(&self) }
        group(.offset(CGSize(width: dx, height: 0)), draw)
    }
}
