import Foundation
import MeadowCore
import MeadowTestSupport
import Testing

@testable import MeadowAccessibility

/// The actions an element offers on the bus: its own, the default named "click"; a tap at its centre for an
/// element without one, as VoiceOver's double tap activates an element's activation point on iOS.
@MainActor
@Suite("Elements offer AT-SPI actions")
struct AtspiActionsTests {
    @Test("A button's default action is click, a named one keeps its name; a text offers a tap at its centre")
    func names() {
        let tree = LayoutHarness(
            VStack {
                Button("Go") {}.accessibilityAction(named: "Share") {}
                Text("Card").frame(width: 100, height: 40)
                Slider(value: .constant(0.5))
                TextField("Name", text: .constant(""))
            }, size: CGSize(width: 200, height: 300)
        ).accessibilityTree
        #expect(tree.children.map { AtspiActions($0).names } == [["click", "Share"], ["click"], [], []])
        #expect(AtspiActions(tree).names.isEmpty)
    }

    @Test("Clicking a text without an action taps its centre, where the card's gesture takes it")
    func tapsCentre() throws {
        let text = try #require(
            LayoutHarness(Text("Card").padding(10), size: CGSize(width: 200, height: 200)).accessibilityTree.children.first)
        var tapped: [CGPoint] = []
        #expect(AtspiActions(text).perform(at: 0) { tapped.append($0) })
        #expect(tapped == [CGPoint(x: text.frame.midX, y: text.frame.midY)])
        #expect(!AtspiActions(text).perform(at: 1) { tapped.append($0) })
    }
}
