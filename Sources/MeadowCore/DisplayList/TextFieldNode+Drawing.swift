import Foundation

extension TextFieldNode: NodeDrawing {
    /// Draws `.roundedBorder`'s box, then the selection behind the text, the text (or the placeholder), and the
    /// caret while focused; text that does not fit the field is scrolled and clipped to the text area.
    func draw(into list: inout DisplayList) {
        if isBordered {
            list.append(.fill(Path(roundedRect: localBounds, cornerRadius: Self.borderRadius), Self.borderFill, FillStyle()))
            let edge = localBounds.insetBy(dx: hairline / 2, dy: hairline / 2)
            list.append(.stroke(
                Path(roundedRect: edge, cornerRadius: Self.borderRadius - hairline / 2), Self.borderColor,
                StrokeStyle(lineWidth: hairline)))
        }
        let area = textArea
        if string.isEmpty {
            if !placeholder.isEmpty {
                list.append(.text(placeholderRun, CGRect(x: area.minX, y: area.minY, width: area.width, height: area.height), placeholderColor))
            }
            drawCaret(into: &list)
            return
        }
        let content = contentSize
        guard content.width > area.width + 0.001 || content.height > area.height + 0.001 else {
            drawText(into: &list)
            return
        }
        // Half the caret may stand outside the area at either end of the text.
        let clip = area.insetBy(dx: -Self.caretWidth / 2, dy: 0)
        list.group(.clip(Path(clip), FillStyle())) { drawText(into: &$0) }
    }

    private func drawText(into list: inout DisplayList) {
        if isFocused {
            for rect in selectionRects() { list.append(.fill(Path(rect), tint.withAlpha(0.2), FillStyle())) }
        }
        let layout = textLayout
        let area = textArea
        let height = system().measure(layout.run, width: layout.width, maxLines: layout.maxLines).size.height
        let bounds = CGRect(
            x: area.minX - scrollOffset.x, y: area.minY - scrollOffset.y, width: layout.width ?? area.width,
            height: max(height, area.height))
        list.append(.text(layout.run, bounds, color))
        drawCaret(into: &list)
    }

    private func drawCaret(into list: inout DisplayList) {
        guard isFocused, selection.isEmpty else { return }
        let caret = caretRect(at: selection.lowerBound)
        let rect = CGRect(x: caret.minX - Self.caretWidth / 2, y: caret.minY, width: Self.caretWidth, height: caret.height)
        let opacity = caretOpacity.value(at: clock.time)
        guard opacity > 0 else { return }
        list.append(.fill(Path(roundedRect: rect, cornerRadius: Self.caretWidth / 2), tint.withAlpha(tint.alpha * opacity), FillStyle()))
    }
}
