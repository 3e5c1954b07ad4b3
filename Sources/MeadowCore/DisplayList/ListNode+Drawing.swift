import Foundation

extension ListNode: NodeDrawing {
    /// Fills the list's style's background, then draws the scrolling rows. As in SwiftUI, a list's background
    /// reaches past its frame to the screen's top and bottom edges, under the navigation and tab bars (which are
    /// see-through while nothing scrolls under them), so a grouped list's grey fills the whole screen. With
    /// `scrollContentBackground(.hidden)` it draws none, and what is behind the list shows around its cards.
    func draw(into list: inout DisplayList) {
        guard environment.scrollContentBackground != .hidden else { return drawChildren(into: &list) }
        var background = localBounds
        if let screen = environment.safeArea?.screen {
            background = background.with(minY: min(0, screen.minY - frame.minY), maxY: max(frame.height, screen.maxY - frame.minY))
        }
        list.append(.fill(Path(background), appearance.background(in: environment), FillStyle()))
        drawChildren(into: &list)
    }
}
