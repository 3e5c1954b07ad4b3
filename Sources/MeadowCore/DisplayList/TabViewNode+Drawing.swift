import Foundation

extension TabViewNode: NodeDrawing {
    /// Draws the selected page, then the bar over it on the bar's material: the page blurred behind the bar, down
    /// through the bottom safe area, under the bar's tint and hairline, as iOS's tab bar material shows content
    /// scrolled under it softened rather than sharp.
    func draw(into list: inout DisplayList) {
        if isPaged {
            drawPages(into: &list)
            return
        }
        guard let selectedPage, let bar, barShowsMaterial else {
            selectedPage?.render(into: &list)
            bar?.render(into: &list)
            return
        }
        selectedPage.render(into: &list)
        let top = bar.frame.minY - frame.minY
        let bottom = max(frame.height, (environment.safeArea?.screen.maxY ?? frame.maxY) - frame.minY)
        let backdrop = CGRect(x: 0, y: top, width: frame.width, height: bottom - top)
        // On the system background, so where the blur thins out at the screen's edge no sharp content shows.
        list.group(.clip(Path(backdrop), FillStyle())) { clipped in
            clipped.append(.fill(Path(backdrop), RGBA(red: 1, green: 1, blue: 1, alpha: 1), FillStyle()))
            clipped.group(.blur(radius: TabBar.materialBlurRadius)) { selectedPage.render(into: &$0) }
        }
        bar.render(into: &list)
    }

    /// In the page style: the selected page and the one a swipe shows beside it, clipped to the frame as a page
    /// view's scroll view clips, then the index dots over them.
    private func drawPages(into list: inout DisplayList) {
        list.group(.clip(Path(localBounds), FillStyle())) { clipped in
            selectedPage?.render(into: &clipped)
            movingNeighbour?.render(into: &clipped)
        }
        bar?.render(into: &list)
    }
}
