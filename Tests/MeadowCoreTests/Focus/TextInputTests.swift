import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// What a text input client received, in order.
@MainActor
private final class TextLog {
    var entries: [String] = []
}

/// Makes the view a focusable text input client that records what it receives; stands in for a text field.
private struct RecordsTextInput: ViewModifier, PrimitiveModifier {
    let name: String
    let log: TextLog

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let recorder = node as? TextRecorderNode ?? TextRecorderNode()
        recorder.name = name
        recorder.log = log
        recorder.children = [context.build(content, reusing: recorder.children.first)]
        return recorder
    }
}

/// A node that takes focus and composed text, and records the text.
private final class TextRecorderNode: ViewNode, FocusableNode, TextInputClient {
    var name = ""
    var log: TextLog?
    let isFocusable = true

    func insertText(_ text: String) {
        log?.entries.append("\(name) inserted \(text)")
    }

    func setMarkedText(_ text: String, selectedRange: Range<String.Index>) {
        let selected = text[selectedRange]
        log?.entries.append("\(name) marked \(text) selecting \(selected)")
    }
}

/// Two text receivers and a key handler around them that counts key events.
private struct TwoTextViews: View {
    let log: TextLog
    let keys: CallCounter

    var body: some View {
        VStack {
            Color.gray.frame(width: 100, height: 30).modifier(RecordsTextInput(name: "first", log: log))
            Color.gray.frame(width: 100, height: 30).modifier(RecordsTextInput(name: "second", log: log))
        }
        .onKeyPress { _ in
            keys.record()
            return .ignored
        }
    }
}

@MainActor
@Suite("Text input")
struct TextInputTests {
    @Test("Composed text arrives as text at the focused view only, and is not a key press")
    func committedTextGoesToFocusedView() {
        let log = TextLog()
        let keys = CallCounter()
        let driver = InteractionDriver(TwoTextViews(log: log, keys: keys), device: canvas(400, 400))
        driver.press(.tab)
        driver.press(.tab)
        let keysBeforeTyping = keys.count
        driver.type("é")
        driver.type("日本")
        #expect(log.entries == ["second inserted é", "second inserted 日本"])
        #expect(keys.count == keysBeforeTyping, "typed text reaches no key handler")
    }

    @Test("Marked text of a composition arrives separately from the committed text")
    func markedTextThenCommit() {
        let log = TextLog()
        let driver = InteractionDriver(TwoTextViews(log: log, keys: CallCounter()), device: canvas(400, 400))
        driver.press(.tab)
        let composing = "にほ"
        driver.graph.setMarkedText(composing, selectedRange: composing.index(after: composing.startIndex)..<composing.endIndex)
        driver.type("日本")
        #expect(log.entries == ["first marked にほ selecting ほ", "first inserted 日本"])
    }

    @Test("With no focused view, typed and marked text go nowhere and nothing fails")
    func nothingFocusedDropsText() {
        let log = TextLog()
        let driver = InteractionDriver(TwoTextViews(log: log, keys: CallCounter()), device: canvas(400, 400))
        driver.type("abc")
        driver.graph.setMarkedText("a", selectedRange: "a".startIndex..<"a".endIndex)
        #expect(log.entries.isEmpty)
        driver.press(.tab)
        driver.type("d")
        #expect(log.entries == ["first inserted d"], "text flows once a view that takes it has focus")
    }
}
