import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A switch bound to its own state.
private struct Switch: View {
    @State private var isOn = false

    var body: some View {
        Toggle("Wi-Fi", isOn: $isOn)
    }
}

/// The first node of type `T` in `node`'s subtree, depth first.
@MainActor
private func first<T>(_ type: T.Type, in node: ViewNode?) -> T? {
    guard let node else { return nil }
    if let match = node as? T { return match }
    for child in node.children {
        if let match = first(type, in: child) { return match }
    }
    return nil
}

/// Controls under a pinch: two fingers are no tap, as UIKit's one-touch controls fail on a second finger.
@MainActor
@Suite("Pinches over controls")
struct PinchOverControlsTests {
    @Test("A Ctrl+wheel pinch over a switch neither flips it nor leaves it pressed")
    func steppedPinchOverSwitch() throws {
        let driver = InteractionDriver(Switch(), device: canvas(400, 100))
        let node = try #require(first(ToggleSwitchNode.self, in: driver.graph.rootNode))
        let centre = CGPoint(x: node.frame.midX, y: node.frame.midY)
        driver.magnifyStep(at: centre, by: 1.2)
        #expect(!node.isPressed)
        driver.step(0.5)
        #expect(!node.isPressed)
        #expect(!node.isOn.wrappedValue)
    }

    @Test("A second finger on a pressed switch lets the press go and the lift does not flip it")
    func secondFingerOnSwitch() throws {
        let driver = InteractionDriver(Switch(), device: canvas(400, 100))
        let node = try #require(first(ToggleSwitchNode.self, in: driver.graph.rootNode))
        let centre = CGPoint(x: node.frame.midX, y: node.frame.midY)
        driver.graph.handle(PointerEvent(.down, pointer: .finger(1), at: centre))
        #expect(node.isPressed)
        driver.graph.handle(PointerEvent(.down, pointer: .finger(2), at: CGPoint(x: 20, y: 20)))
        #expect(!node.isPressed)
        driver.graph.handle(PointerEvent(.up, pointer: .finger(2), at: CGPoint(x: 20, y: 20)))
        driver.graph.handle(PointerEvent(.up, pointer: .finger(1), at: centre))
        driver.layOut()
        #expect(!node.isOn.wrappedValue)
    }

    @Test("A button under a pinch does not act")
    func pinchOverButton() {
        let taps = CallCounter()
        let driver = InteractionDriver(Button("Go") { taps.record() }, device: canvas(400, 100))
        driver.pinch(at: CGPoint(x: 200, y: 50), scale: 1.01, distance: 10, duration: 0.05)
        #expect(taps.count == 0)
    }
}
