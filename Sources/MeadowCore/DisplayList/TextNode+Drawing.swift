import Foundation

extension TextNode: NodeDrawing {
    /// Draws the run as laid out, from the top-left corner of the node's bounds; with a gradient, the gradient
    /// laid out across the bounds and shown through the glyphs, as iOS fills text with a gradient foreground style.
    func draw(into list: inout DisplayList) {
        guard !run.string.isEmpty, frame.width > 0 else { return }
        if isRedacted { return drawPlaceholder(into: &list) }
        if let contentChange, let textSystem {
            let fraction = contentChange.progress.value(at: clock.time)
            return contentChange.draw(laidOutRun, in: localBounds, color: color, fraction: fraction, textSystem: textSystem, into: &list)
        }
        guard let gradient else { return list.append(.text(laidOutRun, localBounds, color)) }
        let glyphs = DisplayList(items: [.text(laidOutRun, localBounds, color)])
        let fill = GradientFill(geometry: gradient.style.geometry(in: localBounds), stops: gradient.stops)
        list.group(.mask(glyphs)) { $0.append(.gradientFill(Path(localBounds), fill, FillStyle())) }
    }
}
