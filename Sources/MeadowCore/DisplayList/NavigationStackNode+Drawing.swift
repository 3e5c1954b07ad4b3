import Foundation

extension NavigationStackNode: NodeDrawing {
    /// Draws the screens bottom to top, then each screen's navigation bar over all of them, as a navigation
    /// controller's one bar stays over the views it pushes: while a screen slides in or out its bar stays in place
    /// and fades with how far the screen is on (see `NavigationBarNode.drawBar`), and no screen sliding over covers
    /// it.
    func draw(into list: inout DisplayList) {
        drawChildren(into: &list)
        for case let screen as NavigationScreenNode in children {
            guard let bar = screen.navigationBar else { continue }
            let visibility = 1 - min(abs(Double(screen.position.value(at: clock.time))), 1)
            let origin = CGSize(width: bar.frame.minX - frame.minX, height: bar.frame.minY - frame.minY)
            let shift = screen.frame.minX - frame.minX
            list.group(.offset(CGSize(width: origin.width, height: origin.height))) {
                bar.drawBar(into: &$0, shift: shift, visibility: visibility)
            }
        }
    }
}
