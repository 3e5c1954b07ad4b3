import Foundation

/// Words and laid-out lines of a text field's text, for moving the caret by word and by line and for a double
/// click's selection.
extension TextFieldNode {
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Where the word at or after `offset` ends (Option/Control+Right).
    func wordEnd(after offset: Int) -> Int {
        let characters = Array(string)
        var end = offset
        while end < characters.count, !Self.isWordCharacter(characters[end]) { end += 1 }
        while end < characters.count, Self.isWordCharacter(characters[end]) { end += 1 }
        return end
    }

    /// Where the word at or before `offset` starts (Option/Control+Left).
    func wordStart(before offset: Int) -> Int {
        let characters = Array(string)
        var start = offset
        while start > 0, !Self.isWordCharacter(characters[start - 1]) { start -= 1 }
        while start > 0, Self.isWordCharacter(characters[start - 1]) { start -= 1 }
        return start
    }

    /// The word a double click at `offset` selects: the letters and digits around it, else the run of other
    /// characters (spaces, punctuation) there.
    func wordRange(at offset: Int) -> Range<Int> {
        let characters = Array(string)
        guard !characters.isEmpty else { return 0..<0 }
        let probe = offset < characters.count ? offset : offset - 1
        let isWord = Self.isWordCharacter(characters[probe])
        var lower = probe
        var upper = probe + 1
        while lower > 0, Self.isWordCharacter(characters[lower - 1]) == isWord, !characters[lower - 1].isNewline { lower -= 1 }
        while upper < characters.count, Self.isWordCharacter(characters[upper]) == isWord, !characters[upper].isNewline { upper += 1 }
        return lower..<upper
    }

    /// The characters of the laid-out line the caret at `offset` is on.
    func lineRange(at offset: Int) -> Range<Int> {
        let layout = textLayout
        let lines = system().lineMetrics(of: layout.run, width: layout.width, maxLines: layout.maxLines)
        let index = laidOutIndex(offset)
        let shown = layout.run.string
        guard let line = lines.last(where: { $0.range.lowerBound <= index }) ?? lines.first else { return 0..<string.count }
        var upper = self.offset(of: line.range.upperBound)
        // A line that wraps ends before the space it breaks at, so the caret stays on it.
        if line.range.upperBound < shown.endIndex, !shown[line.range.upperBound].isNewline, upper > self.offset(of: line.range.lowerBound),
            shown[shown.index(before: line.range.upperBound)].isWhitespace
        {
            upper -= 1
        }
        return self.offset(of: line.range.lowerBound)..<upper
    }

    /// Where Up (or Down) moves the caret at `offset`: the nearest position on the line above (below) at the
    /// column the caret had when the vertical moves began; past the first (last) line, the start (end).
    func verticalMove(from offset: Int, up: Bool) -> (offset: Int, x: CGFloat) {
        let layout = textLayout
        let caret = textCaret(at: offset, in: layout)
        let x = goalX ?? caret.minX
        let y = up ? caret.minY - caret.height / 2 : caret.maxY + caret.height / 2
        let target: Int
        if y < 0 {
            target = 0
        } else if y >= contentSize.height {
            target = string.count
        } else {
            target = self.offset(
                of: system().characterIndex(at: CGPoint(x: x, y: y), in: layout.run, width: layout.width, maxLines: layout.maxLines))
        }
        return (target, x)
    }
}
