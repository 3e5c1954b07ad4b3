import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A text field's text replaced through its accessibility element, as a screen reader or a braille display types
/// it (AT-SPI's `EditableText.SetTextContents`).
@MainActor
@Suite("A text field's element replaces its text")
struct AccessibilityTextReplacementTests {
    private struct Form: View {
        @State private var title = "Old"
        @State private var changes = 0

        var body: some View {
            VStack {
                TextField("Title", text: $title).onChange(of: title) { changes += 1 }
                Text("Changes \(changes)")
            }
        }
    }

    @Test("Replacing the text sets the binding once, and onChange(of:) runs")
    func replaces() throws {
        let harness = LayoutHarness(Form(), size: CGSize(width: 200, height: 200))
        let field = try #require(harness.accessibilityTree.children.first)
        #expect(field.isTextEditable && field.value == "Old")
        #expect(field.replaceText(with: "New title"))
        let after = harness.accessibilityTree
        #expect(after.children.map(\.label) == ["Title", "Changes 1"])
        #expect(after.children.first?.value == "New title")
    }

    @Test("A text or a disabled field takes no text")
    func refuses() throws {
        let tree = accessibilityTree(VStack { Text("Label"); TextField("Off", text: .constant("")).disabled(true) })
        #expect(!tree.children[0].isTextEditable && !tree.children[0].replaceText(with: "x"))
        #expect(tree.children[1].isTextEditable && !tree.children[1].replaceText(with: "x"))
    }
}
