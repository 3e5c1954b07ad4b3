import Foundation

extension NavigationScreenNode: NodeDrawing {
    /// Draws the screen, then the black that dims it while a pushed screen covers it, from the top of the screen to
    /// its bottom (over the status bar and home indicator areas too, as the whole covered view dims).
    func draw(into list: inout DisplayList) {
        drawChildren(into: &list)
        let dimming = dimming
        guard dimming > 0 else { return }
        var rect = localBounds
        if let screen = environment.safeArea?.screen {
            rect = rect.with(minY: min(screen.minY - frame.minY, 0), maxY: max(screen.maxY - frame.minY, rect.maxY))
        }
        list.append(.fill(Path(rect), RGBA(red: 0, green: 0, blue: 0, alpha: dimming), FillStyle()))
    }
}
