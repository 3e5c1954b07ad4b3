import Foundation

extension TextNode {
    /// Draws each line of the text as laid out as a rounded bar, as iOS draws text redacted as a placeholder: from
    /// the line's first character to its last (the spaces at a break left out), as tall as the font's size and
    /// centred on the line, in the text's colour made faint (`RedactionReasons.placeholderOpacity`).
    func drawPlaceholder(into list: inout DisplayList) {
        guard let textSystem else { return }
        let laidOut = laidOutRun
        let string = laidOut.string
        let width = frame.width
        let shade = color.withAlpha(color.alpha * RedactionReasons.placeholderOpacity)
        for line in textSystem.lineMetrics(of: laidOut, width: width, maxLines: laidOut.lineLimit) {
            var end = line.range.upperBound
            while end > line.range.lowerBound, string[string.index(before: end)].isWhitespace {
                end = string.index(before: end)
            }
            guard end > line.range.lowerBound else { continue }
            let start = textSystem.caretRect(at: line.range.lowerBound, in: laidOut, width: width, maxLines: laidOut.lineLimit).minX
            let stop = textSystem.caretRect(at: end, in: laidOut, width: width, maxLines: laidOut.lineLimit).minX
            let left = max(min(start, stop), 0)
            let right = min(max(start, stop), width)
            let height = min(laidOut.fontSize, line.height)
            let top = line.baseline - line.ascent + (line.height - height) / 2
            guard right > left, height > 0 else { continue }
            let bar = CGRect(x: left, y: top, width: right - left, height: height)
            list.append(.fill(Path(roundedRect: bar, cornerRadius: height * Self.placeholderCornerFraction), shade, FillStyle()))
        }
    }

    /// How round a placeholder bar's corners are, as a fraction of its height.
    static let placeholderCornerFraction: CGFloat = 0.25
}
