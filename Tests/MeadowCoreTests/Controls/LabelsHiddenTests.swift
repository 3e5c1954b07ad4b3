import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

@MainActor
@Suite("labelsHidden()")
struct LabelsHiddenTests {
    @Test("A toggle, a stepper and a colour picker with labels hidden show their control alone, at its own size")
    func controlsAlone() {
        let view = VStack(spacing: 0) {
            Toggle("Wi-Fi", isOn: .constant(true)).accessibilityIdentifier("toggle")
            Stepper("Count", value: .constant(1)).accessibilityIdentifier("stepper")
        }
        let shown = layout(view, width: 300, height: 200)
        #expect(shown.node(text: "Wi-Fi") != nil)
        #expect(shown.node(identifier: "toggle")?.frame.width == 300)
        let hidden = layout(view.labelsHidden(), width: 300, height: 200)
        let driver = InteractionDriver(view.labelsHidden(), device: canvas(300, 200))
        #expect(visibleTexts(in: driver.makeDisplayList()).isEmpty, "the hidden labels are not drawn")
        #expect(hidden.node(identifier: "toggle")?.frame.size == CGSize(width: 51, height: 31))
        #expect(hidden.node(identifier: "stepper")?.frame.size == CGSize(width: 94, height: 32))
    }

    @Test("A control with labels hidden keeps its label as its accessibility name, as SwiftUI does")
    func hiddenLabelStillNames() {
        let view = VStack(spacing: 0) {
            Toggle("Wi-Fi", isOn: .constant(true))
            Stepper("Count 1", value: .constant(1))
        }
        .labelsHidden()
        let tree = InteractionDriver(view, device: canvas(300, 200)).accessibilityTree
        #expect(tree.children.map { "\($0.role) \($0.label)" } == ["toggle Wi-Fi", "stepper Count 1"])
    }
}
