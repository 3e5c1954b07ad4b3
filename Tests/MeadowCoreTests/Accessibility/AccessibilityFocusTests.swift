import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A button, a text field and a tappable card holding two texts, above a text that does not act.
private struct FocusForm: View {
    @State private var name = ""
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 8) {
            Button("Save") {}
            TextField("Name", text: $name)
            VStack {
                Text("Tuesday")
                Text("Sunny")
            }
            .onTapGesture { taps += 1 }
            Text("Taps \(taps)")
        }
    }
}

/// Keyboard focus in the accessibility tree, as a screen reader follows it: the element standing for the focused
/// view is focused (GTK 4's FOCUSED state), the elements Tab stops at focusable, and a screen reader's focus
/// request (AT-SPI's `Component.GrabFocus`) moves keyboard focus as Tab would.
@MainActor
@Suite("Keyboard focus in the accessibility tree")
struct AccessibilityFocusTests {
    private func focusedLabels(_ driver: InteractionDriver) -> [String] {
        driver.accessibilityTree.allNodes.filter(\.isFocused).map(\.label)
    }

    @Test("Tab makes the element of the focused control focused, one at a time; a tappable card is its first text")
    func tabMovesTheFocusedElement() {
        let driver = InteractionDriver(FocusForm(), device: canvas(300, 400))
        #expect(focusedLabels(driver).isEmpty)
        driver.press(.tab)
        #expect(focusedLabels(driver) == ["Save"])
        driver.press(.tab)
        #expect(focusedLabels(driver) == ["Name"])
        driver.press(.tab)
        #expect(focusedLabels(driver) == ["Tuesday"])
        #expect(driver.accessibilityTree.children.map(\.description).contains { $0.hasPrefix("staticText \"Tuesday\" focused") })
    }

    @Test("The elements Tab stops at are focusable; a text that does not act is not")
    func focusable() {
        let tree = InteractionDriver(FocusForm(), device: canvas(300, 400)).accessibilityTree
        #expect(tree.children.filter(\.isFocusable).map(\.label) == ["Save", "Name", "Tuesday"])
    }

    @Test("Focusing an element by its identity moves keyboard focus there; an element Tab skips refuses")
    func focusByElement() throws {
        let driver = InteractionDriver(FocusForm(), device: canvas(300, 400))
        let tree = driver.accessibilityTree
        let tuesday = try #require(tree.node(label: "Tuesday"))
        #expect(driver.graph.focusAccessibilityElement(tuesday.id))
        #expect(focusedLabels(driver) == ["Tuesday"])
        driver.press(.space)
        #expect(driver.find(text: "Taps 1") != nil, "Space activated the card focus was moved to")
        let sunny = try #require(tree.node(label: "Sunny"))
        #expect(!driver.graph.focusAccessibilityElement(sunny.id))
        #expect(focusedLabels(driver) == ["Tuesday"])
    }

    @Test("A text field's element has its caret, which typing moves; the changes say where focus and caret went")
    func caretAndChanges() throws {
        let driver = InteractionDriver(FocusForm(), device: canvas(300, 400))
        driver.press(.tab)
        let before = driver.accessibilityTree
        #expect(before.node(label: "Name")?.caretOffset == 0)
        driver.press(.tab)
        driver.type("Ann")
        let after = driver.accessibilityTree
        let save = try #require(after.node(label: "Save")), name = try #require(after.node(label: "Name"))
        #expect(name.caretOffset == 3)
        #expect(AccessibilityTreeChanges(from: before, to: after).description == """
            \(save.id) unfocused
            \(name.id) value "Ann"
            \(name.id) focused
            \(name.id) caret 3
            """)
    }
}
