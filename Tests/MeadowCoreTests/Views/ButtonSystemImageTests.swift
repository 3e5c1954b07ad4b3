import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// What the buttons pressed, in order.
@MainActor
private final class PressLog {
    var presses: [String] = []
}

/// `Button(_:systemImage:action:)` (iOS 17): the label is a `Label` of the title and the symbol. Fixed metrics:
/// body text 8.5 points a character, a body symbol 20 × 19.
@MainActor
@Suite("Button(_:systemImage:action:)")
struct ButtonSystemImageTests {
    @Test("The button shows the symbol before the title, 8 points apart, as a Label does")
    func labelled() throws {
        let tree = layout(Button("Add", systemImage: "plus") {}.accessibilityIdentifier("add"), width: 200, height: 100)
        // 20 + 8 + 3 × 8.5 = 53.5 wide, as tall as the 19-point icon.
        let origin = CGPoint(x: (200 - 53.5) / 2, y: (100 - 19) / 2)
        expectFrame(tree.node(identifier: "add"), rect(origin.x, origin.y, 53.5, 19))
        expectFrame(tree.node(kind: .image), rect(origin.x, origin.y, 20, 19))
        expectFrame(tree.node(text: "Add"), rect(origin.x + 28, origin.y + 1, 25.5, 17))
    }

    @Test("labelStyle(.iconOnly) around the button shows the symbol alone, as a toolbar does")
    func iconOnly() {
        let tree = layout(Button(verbatimTitle, systemImage: "trash", role: .destructive) {}.labelStyle(.iconOnly), width: 200, height: 100)
        #expect(tree.node(text: verbatimTitle) == nil)
        expectFrame(tree.node(kind: .image), rect(90, 40.5, 20, 19))
    }

    @Test("A tap runs the action, for a key, a string and a role")
    func taps() throws {
        let log = PressLog()
        let driver = InteractionDriver(
            VStack {
                Button("Add", systemImage: "plus") { log.presses.append("add") }
                Button(verbatimTitle, systemImage: "trash", role: .destructive) { log.presses.append("delete") }
            }, device: canvas(200, 200))
        driver.tap(try #require(driver.find(text: "Add")))
        driver.tap(try #require(driver.find(text: verbatimTitle)))
        #expect(log.presses == ["add", "delete"])
    }

    /// A title held in a `String`, which takes the `StringProtocol` initialisers.
    let verbatimTitle = String("Delete")
}
