import Foundation

extension ListNode: NodeDrawing {
    /// Fills the list's style's background, then draws the scrolling rows. As in SwiftUI, a list's background
    /// reaches past its frame to the screen's top and bottom edges, under the navigation and tab bars (which are
    /// see-through while nothing scrolls under them), so a grouped list's grey fills the whole screen.
    func draw(into list: inout DisplayList) {
        var background = localBounds
        if let screen = environment.safeArea?.screen {
            background = background.with(minY: min(0, screen.minY - frame.minY), maxY: max(frame.height, screen.maxY - frame.minY))
        }
        list.append(.fill(Path(background), appearance.background(in: environment), FillStyle()))
        drawChildren(into: &list)
    }
}
