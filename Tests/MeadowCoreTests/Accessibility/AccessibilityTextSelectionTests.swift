import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A text field's caret and selection, read and moved through its accessibility element, as a screen reader moves
/// them through AT-SPI's `Text` (`SetCaretOffset`, `SetSelection`) and as Shift and the arrows move them on the
/// keyboard: the element reports the field's own selection, and typing then replaces what it selected.
@MainActor
@Suite("A text field's element reads and moves its caret and selection")
struct AccessibilityTextSelectionTests {
    private struct Form: View {
        @State private var title = "Hello world"

        var body: some View {
            VStack {
                TextField("Title", text: $title)
                Text("Plain")
                TextField("Off", text: .constant("abc")).disabled(true)
            }
        }
    }

    private let driver = InteractionDriver(Form(), device: canvas(300, 200))

    private var field: AccessibilityNode {
        get throws { try #require(driver.accessibilityTree.node(label: "Title")) }
    }

    @Test("Selecting from an anchor to a head selects the characters between them, the caret at the head", arguments: [
        (anchor: 0, head: 5, selected: 0..<5, caret: 5),
        (anchor: 8, head: 2, selected: 2..<8, caret: 2),
        (anchor: 3, head: 99, selected: 3..<11, caret: 11),
        (anchor: 4, head: 4, selected: 4..<4, caret: 4),
    ])
    func selects(anchor: Int, head: Int, selected: Range<Int>, caret: Int) throws {
        #expect(try field.selectText(from: anchor, to: head))
        #expect(try field.selectedTextRange == selected)
        #expect(try field.caretOffset == caret)
    }

    @Test("Typing replaces the characters the element selected")
    func typingReplacesTheSelection() throws {
        driver.tap(try #require(driver.find(text: "Hello world")))
        try field.selectText(from: 6, to: 11)
        driver.type("there")
        #expect(try field.value == "Hello there")
        #expect(try field.selectedTextRange == 11..<11)
    }

    @Test("A selection made or given up is a change; a caret moving with nothing selected is not")
    func changes() throws {
        let before = driver.accessibilityTree
        try field.selectText(from: 0, to: 5)
        let selected = driver.accessibilityTree
        try field.selectText(from: 2, to: 2)
        let collapsed = driver.accessibilityTree
        try field.selectText(from: 3, to: 3)
        let id = try field.id
        #expect(AccessibilityTreeChanges(from: before, to: selected).changes.map(\.description) == ["\(id) caret 5", "\(id) selection 0..<5"])
        #expect(AccessibilityTreeChanges(from: selected, to: collapsed).changes.map(\.description) == ["\(id) caret 2", "\(id) selection 2..<2"])
        #expect(AccessibilityTreeChanges(from: collapsed, to: driver.accessibilityTree).changes.map(\.description) == ["\(id) caret 3"])
    }

    @Test("A text has no selection to move, and a disabled field's is not moved")
    func refuses() throws {
        let tree = driver.accessibilityTree
        let plain = try #require(tree.node(label: "Plain"))
        let off = try #require(tree.node(label: "Off"))
        #expect(plain.selectedTextRange == nil && !plain.selectText(from: 0, to: 2))
        #expect(off.selectedTextRange == 0..<0 && !off.selectText(from: 0, to: 2))
        #expect(driver.accessibilityTree.node(label: "Off")?.selectedTextRange == 0..<0)
    }
}
