import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A text editor bound to a state, with the state's value shown below it.
private struct EditorHost: View {
    @State var text: String
    var height: CGFloat? = 60

    var body: some View {
        VStack(spacing: 0) {
            TextEditor(text: $text)
                .frame(width: 110, height: height)
                .accessibilityIdentifier("editor")
            Text("value: \(text)")
        }
    }
}

/// `TextEditor` with fixed metrics: 17-point body text, 8.5-point characters, 17-point lines, inside UITextView's
/// insets (8 above and below, 5 at the sides): a 110-point-wide editor wraps at 100 points, 11 characters.
@MainActor
@Suite("TextEditor: multi-line editing, wrapping, Up and Down, scrolling")
struct TextEditorTests {
    let clipboard = MemoryClipboard()
    let canvas = Device(name: "canvas", size: CGSize(width: 200, height: 200), safeAreaInsets: EdgeInsets(), scale: 2)

    func makeDriver(_ text: String = "", height: CGFloat? = 60) throws -> InteractionDriver {
        let driver = InteractionDriver(EditorHost(text: text, height: height), device: canvas)
        driver.graph.clipboard = clipboard
        let frame = try #require(driver.find(identifier: "editor")).frame
        driver.tap(at: CGPoint(x: frame.maxX - 1, y: frame.maxY - 1))
        return driver
    }

    func value(_ driver: InteractionDriver) -> String? {
        driver.layoutTree.allNodes.compactMap(\.text).first { $0.hasPrefix("value: ") }.map { String($0.dropFirst(7)) }
    }

    /// The caret: the only fill 2 points wide, in the editor's coordinates.
    func caret(_ driver: InteractionDriver) -> CGRect? {
        func find(_ items: [DisplayItem]) -> CGRect? {
            for item in items {
                switch item {
                case .fill(let path, _, _) where path.boundingRect.width == 2: return path.boundingRect
                case .group(_, let inner): if let rect = find(inner.items) { return rect }
                default: continue
                }
            }
            return nil
        }
        return find(driver.makeDisplayList().items)
    }

    @Test("A text editor fills the space proposed to it")
    func fillsProposal() {
        let driver = InteractionDriver(
            TextEditor(text: .constant("a")).accessibilityIdentifier("editor"), device: canvas)
        #expect(driver.find(identifier: "editor")?.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(driver.find(identifier: "editor")?.kind == .textEditor)
    }

    @Test("Asked for its ideal height, an editor is as tall as its wrapped lines and insets")
    func idealHeight() throws {
        let editor = TextEditor(text: .constant("hello world again"))
            .frame(width: 110)
            .fixedSize(horizontal: false, vertical: true)
            .accessibilityIdentifier("editor")
        let driver = InteractionDriver(editor, device: canvas)
        // "hello world " fills the first 100-point line; "again" wraps: two 17-point lines + 16, centred.
        #expect(driver.find(identifier: "editor")?.frame == CGRect(x: 45, y: 75, width: 110, height: 50))
    }

    @Test("Return types a newline; the caret goes to the start of the next line")
    func returnTypesNewline() throws {
        let driver = try makeDriver()
        driver.type("ab")
        driver.press(.return)
        #expect(caret(driver) == CGRect(x: 4, y: 25, width: 2, height: 17))
        driver.type("cd")
        #expect(value(driver) == "ab\ncd")
        #expect(caret(driver) == CGRect(x: 21, y: 25, width: 2, height: 17))
    }

    @Test("Text wraps at the editor's width: the caret after a wrapped word is on the second line")
    func wraps() throws {
        let driver = try makeDriver()
        driver.type("hello world again")
        // "again" starts the second line: 5 × 8.5 from the 5-point inset.
        #expect(caret(driver) == CGRect(x: 46.5, y: 25, width: 2, height: 17))
    }

    @Test("Up and Down move to the line above and below, keeping the caret's column across a shorter line")
    func upAndDown() throws {
        let driver = try makeDriver("abcdefgh\nab\nabcdefgh", height: 100)
        driver.press(.upArrow)
        driver.press(.upArrow)
        driver.type("X")
        #expect(value(driver) == "abcdefghX\nab\nabcdefgh")
        driver.press(.leftArrow)
        driver.press(.downArrow)
        driver.type("Y")
        #expect(value(driver) == "abcdefghX\nabY\nabcdefgh")
        driver.press(.upArrow, modifiers: .command)
        driver.type("^")
        #expect(value(driver) == "^abcdefghX\nabY\nabcdefgh")
    }

    @Test("Up on the first line goes to the start of the text, Down on the last to its end")
    func upAndDownAtTheEnds() throws {
        let driver = try makeDriver("one\ntwo")
        driver.press(.upArrow)
        driver.press(.upArrow)
        driver.type("<")
        driver.press(.downArrow)
        driver.press(.downArrow)
        driver.type(">")
        #expect(value(driver) == "<one\ntwo>")
    }

    @Test("Home and End go to the start and end of the wrapped line the caret is on")
    func homeAndEndOnWrappedLines() throws {
        let driver = try makeDriver("hello world again")
        driver.press(.home)
        driver.type("[")
        driver.press(.upArrow)
        driver.press(.end)
        driver.type("]")
        #expect(value(driver) == "hello world] [again")
    }

    @Test("Text taller than the editor scrolls to keep the caret in view")
    func scrollsVertically() throws {
        let driver = try makeDriver()
        driver.type("1\n2\n3\n4\n5")
        // Five lines are 85 tall in a 44-point area: scrolled by 41, the last line ends at the area's bottom.
        #expect(caret(driver) == CGRect(x: 12.5, y: 35, width: 2, height: 17))
        driver.press(.home, modifiers: .control)
        #expect(caret(driver) == CGRect(x: 4, y: 8, width: 2, height: 17))
    }

    @Test("The wheel scrolls text taller than the editor, no further than its ends")
    func wheelScrolls() throws {
        let driver = try makeDriver("1\n2\n3\n4\n5")
        let frame = try #require(driver.find(identifier: "editor")).frame
        driver.press(.home, modifiers: .control)
        driver.scroll(at: CGPoint(x: frame.midX, y: frame.midY), by: CGSize(width: 0, height: 20))
        #expect(abs(try #require(caret(driver)).minY - (8 - 20)) < 1e-9)
        driver.scroll(at: CGPoint(x: frame.midX, y: frame.midY), by: CGSize(width: 0, height: 100))
        #expect(abs(try #require(caret(driver)).minY - (8 - 41)) < 1e-9, "85 points of text in a 44-point area scroll 41 at most")
    }

    @Test("A selection over several lines is drawn to the editor's edge on the lines it goes past, then to its end")
    func selectionRects() throws {
        let driver = try makeDriver("first\n\nsecond", height: 100)
        driver.press("a", modifiers: .control)
        func fills(_ items: [DisplayItem]) -> [CGRect] {
            items.flatMap { item -> [CGRect] in
                switch item {
                case .fill(let path, let color, _) where abs(color.alpha - 0.2) < 1e-9: [path.boundingRect]
                case .group(_, let inner): fills(inner.items)
                default: []
                }
            }
        }
        #expect(fills(driver.makeDisplayList().items) == [
            CGRect(x: 5, y: 8, width: 100, height: 17), CGRect(x: 5, y: 25, width: 100, height: 17),
            CGRect(x: 5, y: 42, width: 51, height: 17),
        ])
    }

    @Test("Select all and copy take every line; paste keeps the line breaks")
    func clipboardKeepsLines() throws {
        let driver = try makeDriver("one\ntwo")
        driver.press("a", modifiers: .control)
        driver.press("c", modifiers: .control)
        #expect(clipboard.string == "one\ntwo")
        driver.press(.end, modifiers: .control)
        driver.press("v", modifiers: .control)
        #expect(value(driver) == "one\ntwoone\ntwo")
    }

    @Test("A drag in the focused editor selects across lines")
    func dragSelectsLines() throws {
        let driver = try makeDriver("first\nsecond", height: 100)
        let frame = try #require(driver.find(identifier: "editor")).frame
        driver.drag(from: CGPoint(x: frame.minX + 5 + 2 * 8.5, y: frame.minY + 8 + 8), to: CGPoint(x: frame.minX + 5 + 3 * 8.5, y: frame.minY + 8 + 25))
        driver.type("-")
        #expect(value(driver) == "fi-ond")
    }
}
