import MeadowCore
import MeadowTestSupport
import Testing
@_spi(MeadowHost) import UIKitCore
import UIKit

/// What the text field reported, in order.
@MainActor
private final class EditLog {
    var entries: [String] = []
}

private struct FieldHost: View {
    let log: EditLog
    @State private var text = ""

    var body: some View {
        TextField("Title", text: $text, onEditingChanged: { log.entries.append("editing \($0)") })
            .accessibilityIdentifier("field")
    }
}

@MainActor
@Suite("UIApplication")
struct UIApplicationTests {
    @Test("Sending resignFirstResponder to the first responder ends the text field's editing")
    func resignFirstResponderEndsEditing() throws {
        let log = EditLog()
        let driver = InteractionDriver(FieldHost(log: log))
        UIApplication.shared.keyWindowGraph = driver.graph
        driver.tap(try #require(driver.find(identifier: "field")))
        #expect(log.entries == ["editing true"])

        #expect(UIApplication.shared.sendAction(Selector(("resignFirstResponder")), to: nil, from: nil, for: nil))
        driver.layOut()
        #expect(log.entries == ["editing true", "editing false"])
        #expect(!UIApplication.shared.sendAction(Selector(("resignFirstResponder")), to: nil, from: nil, for: nil))
    }

    @Test("Another action, or one sent to a target, is taken by no view")
    func otherActions() throws {
        let log = EditLog()
        let driver = InteractionDriver(FieldHost(log: log))
        UIApplication.shared.keyWindowGraph = driver.graph
        driver.tap(try #require(driver.find(identifier: "field")))
        #expect(!UIApplication.shared.sendAction(Selector(("copy:")), to: nil, from: nil, for: nil))
        #expect(!UIApplication.shared.sendAction(Selector(("resignFirstResponder")), to: log, from: nil, for: nil))
        driver.layOut()
        #expect(log.entries == ["editing true"])
    }

    @Test("UIRectCorner.allCorners holds the four corners")
    func rectCorners() {
        #expect(UIRectCorner.allCorners == [.topLeft, .topRight, .bottomLeft, .bottomRight])
        #expect(UIRectCorner.allCorners.rawValue == 15)
    }
}
