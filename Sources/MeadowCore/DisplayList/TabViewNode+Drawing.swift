import Foundation

extension TabViewNode: NodeDrawing {
    /// Draws the selected page, then the bar over it.
    func draw(into list: inout DisplayList) {
        selectedPage?.render(into: &list)
        bar?.render(into: &list)
    }
}
