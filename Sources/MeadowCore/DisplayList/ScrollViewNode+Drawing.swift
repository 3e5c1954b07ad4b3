import Foundation

extension ScrollViewNode: NodeDrawing {
    /// Draws the content clipped to the viewport, which reaches on to the screen's top or bottom edge where the
    /// scroll view touches the safe area's: as in SwiftUI, content that ignores the safe area (a map at the top of a
    /// detail) shows under the bars.
    func draw(into list: inout DisplayList) {
        var viewport = localBounds
        if axes.contains(.vertical), let area = environment.safeArea {
            let close: (CGFloat, CGFloat) -> Bool = { abs($0 - $1) < SafeAreaExtension.touchTolerance }
            if close(frame.minY, area.safe.minY) { viewport = viewport.with(minY: area.screen.minY - frame.minY) }
            if close(frame.maxY, area.safe.maxY) { viewport = viewport.with(maxY: area.screen.maxY - frame.minY) }
        }
        list.group(.clip(Path(viewport), FillStyle())) { clipped in
            drawChildren(into: &clipped)
            clipped.markScrolled()
        }
    }
}

extension DisplayList {
    /// Marks the lists of the offset groups this list holds (a scroll view's content, placed by its offset) as
    /// scrolled content.
    fileprivate mutating func markScrolled() {
        for index in items.indices {
            guard case .group(.offset(let offset), var content) = items[index] else { continue }
            content.isScrolled = true
            items[index] = .group(.offset(offset), content)
        }
    }
}
