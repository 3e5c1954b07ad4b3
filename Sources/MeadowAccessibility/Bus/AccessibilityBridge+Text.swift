import Foundation
import MeadowCore

/// `org.a11y.atspi.Text` and `EditableText`: a text's or a heading's label, a text field's text (its value), read by
/// character offsets, with a text field's caret (the end of the text for any other element) and its one selection,
/// both moved as GTK 4's entries let a screen reader move them; a text field's text replaced as typing it over.
extension AccessibilityBridge {
    func textProperty(_ name: String, of node: AccessibilityNode) -> DBusValue? {
        let characters = Array(node.atspiText)
        return switch name {
        case "CharacterCount": .int32(Int32(characters.count))
        case "CaretOffset": .int32(Int32(node.caretOffset ?? characters.count))
        default: nil
        }
    }

    func textReply(to method: String, of node: AccessibilityNode, _ arguments: DBusArguments) -> [DBusValue]? {
        let characters = Array(node.atspiText)
        let count = Int32(characters.count)
        let whole: [DBusValue] = [.attributes([]), .int32(0), .int32(count)]
        switch method {
        case "GetText":
            // An end offset of -1 means the end of the text.
            let start = Int(min(max(arguments.int32(0), 0), count))
            let end = arguments.int32(1) < 0 ? characters.count : Int(min(max(arguments.int32(1), Int32(start)), count))
            return [.string(String(characters[start..<end]))]
        case "GetStringAtOffset", "GetTextAtOffset":
            return Self.segment(of: characters, at: Int(arguments.int32(0)), granularity: arguments.uint32(1))
        case "GetCharacterAtOffset":
            let offset = Int(arguments.int32(0))
            return [.int32(characters.indices.contains(offset) ? Int32(bitPattern: characters[offset].unicodeScalars.first?.value ?? 0) : 0)]
        case "SetCaretOffset":
            let offset = Int(arguments.int32(0))
            return [.bool(node.selectText(from: offset, to: offset))]
        case "GetNSelections", "GetSelection", "AddSelection", "SetSelection", "RemoveSelection":
            return textSelectionReply(to: method, of: node, arguments)
        case "GetDefaultAttributes": return [.attributes([])]
        case "GetAttributes", "GetAttributeRun": return whole
        case "GetCharacterExtents", "GetRangeExtents":
            return [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height].map { .int32(Int32($0.rounded())) }
        case "GetOffsetAtPoint": return [.int32(-1)]
        default: return nil
        }
    }

    /// A text field's selection, as GTK 4's entries answer: at most one, numbered 0, its start and end offsets;
    /// `AddSelection` makes it only when there is none; `RemoveSelection` leaves the caret at its moving end.
    private func textSelectionReply(to method: String, of node: AccessibilityNode, _ arguments: DBusArguments) -> [DBusValue] {
        let selection = node.selectedTextRange.flatMap { $0.isEmpty ? nil : $0 }
        switch method {
        case "GetNSelections":
            return [.int32(selection == nil ? 0 : 1)]
        case "GetSelection":
            guard arguments.int32(0) == 0, let selection else { return [.int32(0), .int32(0)] }
            return [.int32(Int32(selection.lowerBound)), .int32(Int32(selection.upperBound))]
        case "AddSelection":
            guard selection == nil else { return [.bool(false)] }
            return [.bool(node.selectText(from: Int(arguments.int32(0)), to: Int(arguments.int32(1))))]
        case "SetSelection":
            guard arguments.int32(0) == 0 else { return [.bool(false)] }
            return [.bool(node.selectText(from: Int(arguments.int32(1)), to: Int(arguments.int32(2))))]
        default:
            guard arguments.int32(0) == 0, selection != nil, let caret = node.caretOffset else { return [.bool(false)] }
            return [.bool(node.selectText(from: caret, to: caret))]
        }
    }

    func editableTextReply(to method: String, of node: AccessibilityNode, _ arguments: DBusArguments) -> [DBusValue]? {
        var text = Array(node.atspiText)
        switch method {
        case "SetTextContents":
            return [.bool(node.replaceText(with: arguments.string(0)))]
        case "InsertText":
            let offset = min(max(Int(arguments.int32(0)), 0), text.count)
            text.insert(contentsOf: arguments.string(1), at: offset)
            return [.bool(node.replaceText(with: String(text)))]
        case "DeleteText":
            let start = min(max(Int(arguments.int32(0)), 0), text.count)
            let end = min(max(Int(arguments.int32(1)), start), text.count)
            text.removeSubrange(start..<end)
            return [.bool(node.replaceText(with: String(text)))]
        default:
            return nil
        }
    }

    /// The text at `offset` as `GetStringAtOffset` reads it by `granularity`: 0 a character, 1 a word, anything
    /// larger (a sentence, a line, a paragraph) the whole text, which is one line here.
    private static func segment(of characters: [Character], at offset: Int, granularity: UInt32) -> [DBusValue] {
        guard characters.indices.contains(offset) else { return [.string(""), .int32(0), .int32(0)] }
        var start = offset, end = offset + 1
        switch granularity {
        case 0: break
        case 1:
            while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
            while end < characters.count, !characters[end].isWhitespace { end += 1 }
        default:
            start = 0
            end = characters.count
        }
        return [.string(String(characters[start..<end])), .int32(Int32(start)), .int32(Int32(end))]
    }
}
