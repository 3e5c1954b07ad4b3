import Foundation

extension ListNode: NodeDrawing {
    /// Fills the list's style's background, then draws the scrolling rows. As in SwiftUI, a list's background
    /// reaches past its frame to the screen's top and bottom edges, under the navigation and tab bars (which are
    /// see-through while nothing scrolls under them), so a grouped list's grey fills the whole screen; it does so
    /// only at an edge of the safe area the list reaches, as a background ignoring the safe area does, so a view
    /// stacked above or below the list stays in sight. With `scrollContentBackground(.hidden)` it draws none, and
    /// what is behind the list shows around its cards.
    func draw(into list: inout DisplayList) {
        guard environment.scrollContentBackground != .hidden else { return drawChildren(into: &list) }
        var background = localBounds
        if let area = environment.safeArea {
            if frame.minY <= area.safe.minY + 0.5 { background = background.with(minY: min(0, area.screen.minY - frame.minY)) }
            if frame.maxY >= area.safe.maxY - 0.5 {
                background = background.with(maxY: max(frame.height, area.screen.maxY - frame.minY))
            }
        }
        list.append(.fill(Path(background), appearance.background(in: environment), FillStyle()))
        drawChildren(into: &list)
    }
}
