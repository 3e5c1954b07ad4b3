import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A text field bound to a state, with the state's value shown below it.
private struct EditingHost: View {
    @State private var text = ""

    var body: some View {
        VStack(spacing: 0) {
            TextField("Title", text: $text).accessibilityIdentifier("field")
            Text("value: \(text)")
        }
    }
}

/// The editing keys, the clipboard, the mouse and scrolling of `TextField`, with fixed metrics: 17-point body
/// text, 8.5-point characters, in a 200-point-wide field.
@MainActor
@Suite("TextField editing: word and line keys, select all, clipboard, mouse selection, scrolling")
struct TextEditingTests {
    let advance: CGFloat = 8.5
    let clipboard = MemoryClipboard()

    func makeDriver(typing text: String) throws -> InteractionDriver {
        let driver = InteractionDriver(
            EditingHost(), device: Device(name: "canvas", size: CGSize(width: 200, height: 100), safeAreaInsets: EdgeInsets(), scale: 2))
        driver.graph.clipboard = clipboard
        let frame = try #require(driver.find(identifier: "field")).frame
        driver.tap(at: CGPoint(x: frame.minX + 1, y: frame.midY))
        driver.type(text)
        return driver
    }

    func value(_ driver: InteractionDriver) -> String? {
        driver.layoutTree.allNodes.compactMap(\.text).first { $0.hasPrefix("value: ") }.map { String($0.dropFirst(7)) }
    }

    /// Where the field draws its text, in its own coordinates.
    func textRect(_ driver: InteractionDriver) -> CGRect? {
        func find(_ items: [DisplayItem]) -> CGRect? {
            for item in items {
                switch item {
                case .text(let run, let rect, _) where !run.string.hasPrefix("value: "): return rect
                case .group(_, let inner): if let rect = find(inner.items) { return rect }
                default: continue
                }
            }
            return nil
        }
        return find(driver.makeDisplayList().items)
    }

    @Test("Option or Control with Left moves to the start of the word before the caret, with Right to the end of the next",
          arguments: [EventModifiers.option, .control])
    func wordMovement(modifier: EventModifiers) throws {
        let driver = try makeDriver(typing: "one two, three")
        driver.press(.leftArrow, modifiers: modifier)
        driver.type("[")
        #expect(value(driver) == "one two, [three")
        driver.press(.leftArrow, modifiers: modifier)
        driver.type("|")
        #expect(value(driver) == "one |two, [three")
        driver.press(.rightArrow, modifiers: modifier)
        driver.type("]")
        #expect(value(driver) == "one |two], [three")
    }

    @Test("Home and End, and Command with Left and Right, move to the start and end of the line")
    func lineMovement() throws {
        let driver = try makeDriver(typing: "abc")
        driver.press(.home)
        driver.type("<")
        driver.press(.end)
        driver.type(">")
        #expect(value(driver) == "<abc>")
        driver.press(.leftArrow, modifiers: .command)
        driver.type("[")
        driver.press(.rightArrow, modifiers: .command)
        driver.type("]")
        #expect(value(driver) == "[<abc>]")
    }

    @Test("Shift with Home, or with Control and Left, extends the selection, and typing replaces it")
    func shiftExtends() throws {
        let driver = try makeDriver(typing: "keep this")
        driver.press(.leftArrow, modifiers: [.shift, .control])
        driver.type("that")
        #expect(value(driver) == "keep that")
        driver.press(.home, modifiers: .shift)
        driver.type("new")
        #expect(value(driver) == "new")
    }

    @Test("Control or Command with A selects all the text", arguments: [EventModifiers.control, .command])
    func selectAll(modifier: EventModifiers) throws {
        let driver = try makeDriver(typing: "old text")
        driver.press("a", modifiers: modifier)
        driver.type("new")
        #expect(value(driver) == "new")
    }

    @Test("Option or Control with Backspace deletes the word before the caret")
    func deleteWord() throws {
        let driver = try makeDriver(typing: "two words")
        driver.press(.delete, modifiers: .control)
        #expect(value(driver) == "two ")
        driver.press(.delete, modifiers: .option)
        #expect(value(driver) == "")
    }

    @Test("Copy puts the selection on the clipboard; paste inserts it at the caret; cut also removes it")
    func copyCutPaste() throws {
        let driver = try makeDriver(typing: "hello world")
        driver.press(.leftArrow, modifiers: [.shift, .control])
        driver.press("c", modifiers: .control)
        #expect(clipboard.string == "world")
        driver.press(.end)
        driver.press("v", modifiers: .control)
        #expect(value(driver) == "hello worldworld")
        driver.press("a", modifiers: .command)
        driver.press("x", modifiers: .command)
        #expect(value(driver) == "")
        #expect(clipboard.string == "hello worldworld")
        clipboard.string = "two\nlines"
        driver.press("v", modifiers: .control)
        #expect(value(driver) == "two lines", "a one-line field pastes line breaks as spaces")
    }

    @Test("Copy with nothing selected leaves the clipboard as it was")
    func copyNothing() throws {
        let driver = try makeDriver(typing: "abc")
        clipboard.string = "kept"
        driver.press("c", modifiers: .control)
        driver.press("x", modifiers: .control)
        #expect(clipboard.string == "kept")
        #expect(value(driver) == "abc")
    }

    @Test("A mouse drag in the focused field selects from where it went down to where it is")
    func dragSelects() throws {
        let driver = try makeDriver(typing: "hello world")
        let frame = try #require(driver.find(identifier: "field")).frame
        driver.drag(from: CGPoint(x: frame.minX + 1, y: frame.midY), to: CGPoint(x: frame.minX + 5 * advance + 1, y: frame.midY))
        driver.type("bye")
        #expect(value(driver) == "bye world")
    }

    @Test("A double click selects the word under the pointer")
    func doubleClickSelectsWord() throws {
        let driver = try makeDriver(typing: "hello big world")
        let frame = try #require(driver.find(identifier: "field")).frame
        let point = CGPoint(x: frame.minX + 7 * advance, y: frame.midY)
        driver.tap(at: point)
        driver.tap(at: point)
        driver.type("small")
        #expect(value(driver) == "hello small world")
    }

    @Test("Two clicks farther apart in time than the multi-tap interval only place the caret")
    func slowClicksPlaceCaret() throws {
        let driver = try makeDriver(typing: "hello big world")
        let frame = try #require(driver.find(identifier: "field")).frame
        let point = CGPoint(x: frame.minX + 7 * advance, y: frame.midY)
        driver.tap(at: point)
        driver.step(0.5)
        driver.tap(at: point)
        driver.type("!")
        #expect(value(driver) == "hello b!ig world")
    }

    @Test("Text longer than the field scrolls to keep the caret in view, back at Home, and clicks land on the scrolled text")
    func horizontalScroll() throws {
        let text = String(repeating: "abcdefghij", count: 4)
        let driver = try makeDriver(typing: text)
        // 40 characters are 340 points wide; the caret after them (2 wide) must end inside the 200-point field.
        #expect(textRect(driver)?.minX == -141)
        driver.press(.home)
        #expect(textRect(driver)?.minX == 0)
        driver.press(.end)
        let frame = try #require(driver.find(identifier: "field")).frame
        driver.tap(at: CGPoint(x: frame.minX + 100, y: frame.midY))
        driver.type("|")
        // (100 + 141) / 8.5 = 28.4: the caret goes before the 29th character.
        #expect(value(driver) == String(text.prefix(28)) + "|" + String(text.dropFirst(28)))
    }
}

@MainActor
@Suite("TextField styles")
struct TextFieldStyleTests {
    @Test("A rounded border field is its line plus 7 points of padding all round; plain and automatic add none",
          arguments: [(0, 17.0), (1, 17.0), (2, 31.0)])
    func heights(style: Int, height: Double) throws {
        let field = TextField("Title", text: .constant("")).accessibilityIdentifier("field")
        let view: AnyView = switch style {
        case 0: AnyView(field.textFieldStyle(.automatic))
        case 1: AnyView(field.textFieldStyle(.plain))
        default: AnyView(field.textFieldStyle(.roundedBorder))
        }
        let driver = InteractionDriver(
            VStack { view; Spacer() }, device: Device(name: "canvas", size: CGSize(width: 200, height: 100), safeAreaInsets: EdgeInsets(), scale: 2))
        #expect(driver.find(identifier: "field")?.frame == CGRect(x: 0, y: 0, width: 200, height: height))
    }
}
