import Foundation
import MeadowCore

/// A text system with known metrics, so tests assert exact text frames without fonts or pixels (as
/// SwiftCrossUI's `DummyBackend` does).
///
/// Every character (grapheme cluster) is `advance` × the font size wide; every line is (`ascent` + `descent`) ×
/// the font size tall, its baseline `ascent` × the font size below its top; capitals are `capHeight` × the font
/// size high and the font has no leading. Weight, italics, design, lines through or under text and the spans of a
/// `+` joined text change nothing (every character is set in the run's own font);
/// `characterSpacing` widens every character by itself, a `baselineOffset` raises (or lowers) the text in a line
/// that much taller, a font's tight or loose leading takes 2 points from or adds 2 to every line, below it, and
/// `lineSpacing` separates one line from the next by that much more.
/// With the defaults, 17-point body text has 8.5-point characters and 17-point lines with the baseline at 12.75.
///
/// Lines break at newlines, then, at a width, before the word that would cross it: the spaces at a break hang past
/// the line's end and add no width. A word wider than a whole line breaks between characters (each line keeps at
/// least one). With a line limit the last line kept stands for the rest of the text: when the rest does not fit
/// the width it shows as many characters as fit, the last of them an ellipsis. Without a width there is no
/// ellipsis; lines past the limit are dropped.
@MainActor
public final class FixedMetricsTextSystem: TextSystem {
    /// A character's width, as a fraction of the font size.
    public let advance: CGFloat
    /// How far a line reaches above its baseline, as a fraction of the font size.
    public let ascent: CGFloat
    /// How far a line reaches below its baseline, as a fraction of the font size.
    public let descent: CGFloat

    /// A flat capital's height, as a fraction of the font size.
    public let capHeight: CGFloat

    public nonisolated init(advance: CGFloat = 0.5, ascent: CGFloat = 0.75, descent: CGFloat = 0.25, capHeight: CGFloat = 0.7) {
        self.advance = advance
        self.ascent = ascent
        self.descent = descent
        self.capHeight = capHeight
    }

    /// One laid-out line: the characters it stands for, the columns that can hold a caret, and its width.
    private struct Line {
        var range: Range<String.Index>
        var columns: Int
        var width: CGFloat
    }

    /// The lines of `run`, the width they are aligned in, and the size of a line and a character.
    private struct Lines {
        var lines: [Line]
        var alignmentWidth: CGFloat
        var lineHeight: CGFloat
        /// The points between one line's bottom and the next's top.
        var lineSpacing: CGFloat
        var characterWidth: CGFloat
        var alignment: TextAlignment

        /// Where line `number` starts, from the top.
        func top(ofLine number: Int) -> CGFloat { CGFloat(number) * (lineHeight + lineSpacing) }

        /// The height of all the lines and the spacing between them.
        var height: CGFloat { lines.isEmpty ? 0 : top(ofLine: lines.count - 1) + lineHeight }

        /// How far `line` is pushed from the leading edge by the alignment.
        func offset(of line: Line) -> CGFloat {
            switch alignment {
            case .leading: 0
            case .center: (alignmentWidth - line.width) / 2
            case .trailing: alignmentWidth - line.width
            }
        }
    }

    public func measure(_ run: TextStyleRun, width: CGFloat?, maxLines: Int?) -> TextMetrics {
        let laidOut = layOut(run, width: width, maxLines: maxLines)
        let widest = laidOut.lines.map(\.width).max() ?? 0
        return TextMetrics(
            size: CGSize(width: widest, height: laidOut.height),
            lineCount: laidOut.lines.count, lineHeight: laidOut.lineHeight)
    }

    public func lineMetrics(of run: TextStyleRun, width: CGFloat?, maxLines: Int?) -> [TextLineMetrics] {
        let laidOut = layOut(run, width: width, maxLines: maxLines)
        let above = ascent * run.fontSize + max(run.baselineOffset, 0)
        // The leading's adjustment is below the line.
        let leading = run.extraLineHeight - abs(run.baselineOffset)
        let below = descent * run.fontSize + max(-run.baselineOffset, 0) + leading
        return laidOut.lines.enumerated().map { number, line in
            TextLineMetrics(
                range: line.range, baseline: laidOut.top(ofLine: number) + above, ascent: above,
                descent: below, height: laidOut.lineHeight)
        }
    }

    /// The font reaches `ascent` above and `descent` below the baseline, capitals `capHeight` high; no leading.
    public func fontMetrics(of run: TextStyleRun) -> FontMetrics {
        FontMetrics(
            ascender: ascent * run.fontSize, descender: -descent * run.fontSize, capHeight: capHeight * run.fontSize,
            leading: 0)
    }

    public func caretRect(at index: String.Index, in run: TextStyleRun, width: CGFloat?, maxLines: Int?) -> CGRect {
        let laidOut = layOut(run, width: width, maxLines: maxLines)
        // A position where one line ends and the next begins belongs to the later line, as in Pango.
        let number = laidOut.lines.lastIndex { $0.range.lowerBound <= index } ?? 0
        let line = laidOut.lines[number]
        let characters = run.string.distance(from: line.range.lowerBound, to: min(index, line.range.upperBound))
        let x = laidOut.offset(of: line) + CGFloat(min(characters, line.columns)) * laidOut.characterWidth
        return CGRect(x: x, y: laidOut.top(ofLine: number), width: 0, height: laidOut.lineHeight)
    }

    public func characterIndex(
        at point: CGPoint, in run: TextStyleRun, width: CGFloat?, maxLines: Int?
    ) -> String.Index {
        let laidOut = layOut(run, width: width, maxLines: maxLines)
        let pitch = laidOut.lineHeight + laidOut.lineSpacing
        let row = pitch > 0 ? (point.y / pitch).rounded(.down) : 0
        let number = Int(min(max(row, 0), CGFloat(laidOut.lines.count - 1)))
        let line = laidOut.lines[number]
        guard laidOut.characterWidth > 0 else { return line.range.lowerBound }
        // The nearer edge of the character under the point; exactly at its middle, the edge after it.
        let column = ((point.x - laidOut.offset(of: line)) / laidOut.characterWidth).rounded()
        let clamped = Int(min(max(column, 0), CGFloat(line.columns)))
        return run.string.index(line.range.lowerBound, offsetBy: clamped)
    }

    private func layOut(_ run: TextStyleRun, width: CGFloat?, maxLines: Int?) -> Lines {
        let string = run.string
        let characterWidth = advance * run.fontSize + run.characterSpacing
        let wrapWidth = width.flatMap { $0.isFinite ? $0 : nil }
        var lines: [Line] = []
        var start = string.startIndex
        while true {
            let end = string[start...].firstIndex(where: \.isNewline) ?? string.endIndex
            lines += wrap(string[start..<end], width: wrapWidth, characterWidth: characterWidth)
            guard end < string.endIndex else { break }
            start = string.index(after: end)
        }
        if let maxLines, maxLines > 0, lines.count > maxLines {
            lines.removeLast(lines.count - maxLines)
            if let wrapWidth, let last = lines.popLast() {
                let rest = string.distance(from: last.range.lowerBound, to: string.endIndex)
                let shown = CGFloat(rest) * characterWidth <= wrapWidth ? rest : max(Int(wrapWidth / characterWidth), 1)
                lines.append(
                    Line(
                        range: last.range.lowerBound..<string.endIndex, columns: shown,
                        width: CGFloat(shown) * characterWidth))
            }
        }
        return Lines(
            lines: lines, alignmentWidth: wrapWidth ?? lines.map(\.width).max() ?? 0,
            lineHeight: (ascent + descent) * run.fontSize + run.extraLineHeight, lineSpacing: run.lineSpacing,
            characterWidth: characterWidth, alignment: run.alignment)
    }

    /// The lines of one paragraph at `width`: greedy, breaking after the spaces before a word that would cross it.
    private func wrap(_ paragraph: Substring, width: CGFloat?, characterWidth: CGFloat) -> [Line] {
        func line(_ range: Range<String.Index>, hanging: Bool) -> Line {
            var columns = paragraph.distance(from: range.lowerBound, to: range.upperBound)
            if hanging {
                columns -= paragraph[range].reversed().prefix(while: \.isWhitespace).count
            }
            return Line(range: range, columns: columns, width: CGFloat(columns) * characterWidth)
        }
        guard let width else { return [line(paragraph.startIndex..<paragraph.endIndex, hanging: false)] }
        var lines: [Line] = []
        var lineStart = paragraph.startIndex
        var wordStart: String.Index?
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            if paragraph[index].isWhitespace {
                index = paragraph.index(after: index)
                if index < paragraph.endIndex, !paragraph[index].isWhitespace { wordStart = index }
                continue
            }
            let columns = paragraph.distance(from: lineStart, to: index) + 1
            if index > lineStart, CGFloat(columns) * characterWidth > width + 1e-9 {
                let breakAt = wordStart.flatMap { $0 > lineStart ? $0 : nil } ?? index
                lines.append(line(lineStart..<breakAt, hanging: true))
                lineStart = breakAt
                wordStart = nil
                continue
            }
            index = paragraph.index(after: index)
        }
        lines.append(line(lineStart..<paragraph.endIndex, hanging: false))
        return lines
    }
}
