import Foundation

/// The editing keys a focused text field or editor takes.
extension TextFieldNode {
    /// The editing keys, as a text view on Linux and macOS takes them: arrows move by character; Option or Control
    /// with Left/Right by word; Command with Left/Right, and Home/End, to the line's start or end; Up/Down by line
    /// in a multi-line editor (to the start or end in a one-line field); Command with Up/Down and Control with
    /// Home/End to the start or end of the text. Shift with any of them extends the selection. Backspace and
    /// Delete remove a character, with Option or Control a word, with Command to the line's start. Control or
    /// Command with A selects all, with C copies, X cuts and V pastes through the graph's clipboard. Return
    /// commits a one-line field and types a newline in an editor or a vertical field.
    func handle(_ press: KeyPress) -> Bool {
        guard press.phase != .up else { return false }
        let modifiers = press.modifiers
        let extending = modifiers.contains(.shift)
        let byWord = !modifiers.isDisjoint(with: [.option, .control])
        let byLine = modifiers.contains(.command)
        let collapsing = !extending && !selection.isEmpty
        switch press.key {
        case .leftArrow:
            let target = byLine ? lineRange(at: head).lowerBound : byWord ? wordStart(before: head)
                : collapsing ? selection.lowerBound : head - 1
            select(target, extending: extending)
        case .rightArrow:
            let target = byLine ? lineRange(at: head).upperBound : byWord ? wordEnd(after: head)
                : collapsing ? selection.upperBound : head + 1
            select(target, extending: extending)
        case .upArrow, .downArrow:
            let up = press.key == .upArrow
            if isMultiline, !byLine {
                let origin = collapsing ? (up ? selection.lowerBound : selection.upperBound) : head
                let (target, x) = verticalMove(from: origin, up: up)
                select(target, extending: extending)
                goalX = x
            } else {
                select(up ? 0 : string.count, extending: extending)
            }
        case .home:
            select(modifiers.contains(.control) ? 0 : lineRange(at: head).lowerBound, extending: extending)
        case .end:
            select(modifiers.contains(.control) ? string.count : lineRange(at: head).upperBound, extending: extending)
        case .delete:
            if selection.isEmpty {
                let target = byLine ? lineRange(at: head).lowerBound : byWord ? wordStart(before: head) : head - 1
                select(target, extending: true)
            }
            replaceSelection(with: "")
        case .deleteForward:
            if selection.isEmpty {
                let target = byLine ? lineRange(at: head).upperBound : byWord ? wordEnd(after: head) : head + 1
                select(target, extending: true)
            }
            replaceSelection(with: "")
        case .return:
            if isMultiline {
                insertText("\n")
            } else {
                commitEditedValue()
                onCommit()
                graph?.focus.focus(nil)
            }
        default:
            guard !modifiers.isDisjoint(with: [.control, .command]), !modifiers.contains(.option) else { return false }
            return handleShortcut(press.key.character.lowercased())
        }
        return true
    }

    /// Select All, Copy, Cut and Paste.
    private func handleShortcut(_ key: String) -> Bool {
        let selected = String(string[index(selection.lowerBound)..<index(selection.upperBound)])
        switch key {
        case "a":
            select(0)
            select(string.count, extending: true)
        case "c":
            // A secure field's text never leaves it, as on iOS.
            guard !selection.isEmpty, !isSecure else { return true }
            graph?.clipboard.string = selected
        case "x":
            guard !selection.isEmpty, !isSecure else { return true }
            graph?.clipboard.string = selected
            replaceSelection(with: "")
        case "v":
            guard let pasted = graph?.clipboard.string, !pasted.isEmpty else { return true }
            insertText(pasted)
        default:
            return false
        }
        return true
    }
}
