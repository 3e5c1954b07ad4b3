import Foundation

extension NavigationStackNode: NodeDrawing {
    /// Draws the screens bottom to top, then each screen's navigation bar over all of them, as a navigation
    /// controller's one bar stays over the views it pushes: while a screen slides in or out its bar stays in place
    /// and fades with how far the screen is on (see `NavigationBarNode.drawBar`), and no screen sliding over covers
    /// it. Under a bar that content has scrolled beneath, its screen shows again blurred (see `drawBackdrop`).
    func draw(into list: inout DisplayList) {
        drawChildren(into: &list)
        for case let screen as NavigationScreenNode in children {
            guard let bar = screen.navigationBar else { continue }
            let visibility = 1 - min(abs(Double(screen.position.value(at: clock.time))), 1)
            let origin = CGSize(width: bar.frame.minX - frame.minX, height: bar.frame.minY - frame.minY)
            let shift = screen.frame.minX - frame.minX
            drawBackdrop(into: &list, of: screen, under: bar, at: origin, shift: shift, opacity: bar.backdropOpacity * visibility)
            list.group(.offset(CGSize(width: origin.width, height: origin.height))) {
                bar.drawBar(into: &$0, shift: shift, visibility: visibility)
            }
        }
    }

    /// Draws the bar's material backdrop: `screen` blurred within the bar's material (up through the status bar),
    /// on the system background, at `opacity`, as iOS's bar shows content scrolled under it softened under its
    /// tint. Nothing at the scroll edge, where the bar is transparent.
    private func drawBackdrop(
        into list: inout DisplayList, of screen: NavigationScreenNode, under bar: NavigationBarNode, at origin: CGSize,
        shift: CGFloat, opacity: Double
    ) {
        guard opacity > 0 else { return }
        let backdrop = CGRect(
            x: origin.width - shift, y: origin.height - bar.frame.minY, width: bar.frame.width,
            height: bar.frame.minY + bar.barHeight)
        let background = Color.systemBackground.resolve(in: environment)
        var layer = DisplayList()
        layer.group(.clip(Path(backdrop), FillStyle())) { clipped in
            clipped.append(.fill(Path(backdrop), background, FillStyle()))
            clipped.group(.blur(radius: NavigationBarNode.materialBlurRadius)) { screen.render(into: &$0) }
        }
        if opacity >= 1 {
            for item in layer.items { list.append(item) }
        } else {
            list.append(.group(.opacity(opacity), layer))
        }
    }
}
