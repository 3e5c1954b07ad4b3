import Foundation

extension TextFieldNode: NodeDrawing {
    /// Draws the selection behind the text, the text (or the placeholder), and the caret while focused.
    func draw(into list: inout DisplayList) {
        if isFocused, !selection.isEmpty {
            let start = caretRect(at: selection.lowerBound)
            let end = caretRect(at: selection.upperBound)
            let rect = CGRect(x: start.minX, y: start.minY, width: end.minX - start.minX, height: start.height)
            list.append(.fill(Path(rect), tint.withAlpha(0.2), FillStyle()))
        }
        if !run.string.isEmpty {
            list.append(.text(run, localBounds, string.isEmpty ? placeholderColor : color))
        }
        guard isFocused, selection.isEmpty else { return }
        let caret = caretRect(at: selection.lowerBound)
        let rect = CGRect(x: caret.minX - Self.caretWidth / 2, y: caret.minY, width: Self.caretWidth, height: caret.height)
        let opacity = caretOpacity.value(at: clock.time)
        guard opacity > 0 else { return }
        list.append(.fill(Path(roundedRect: rect, cornerRadius: Self.caretWidth / 2), tint.withAlpha(tint.alpha * opacity), FillStyle()))
    }
}
