import Foundation

extension NavigationScreenNode: NodeDrawing {
    /// Draws the screen, then the black that dims it while a pushed screen covers it.
    func draw(into list: inout DisplayList) {
        drawChildren(into: &list)
        let dimming = dimming
        guard dimming > 0 else { return }
        list.append(.fill(Path(localBounds), RGBA(red: 0, green: 0, blue: 0, alpha: dimming), FillStyle()))
    }
}
