import Foundation
import MeadowCore
import MeadowTestSupport
import Testing
import UIKit

/// Apple's "Interfacing with UIKit" page control, as `meadow run` compiles it: its
/// `#selector(Coordinator.updateCurrentPage(sender:))` spelled as `ObjectiveCSyntax` spells it.
private struct PageControl: UIViewRepresentable {
    var numberOfPages: Int
    @Binding var currentPage: Int

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> UIPageControl {
        let control = UIPageControl()
        control.numberOfPages = numberOfPages
        control.accessibilityIdentifier = "pages"
        control.addTarget(
            context.coordinator,
            action: Selector(unapplied: Coordinator.updateCurrentPage(sender:), name: "updateCurrentPage(sender:)"),
            for: .valueChanged)
        return control
    }

    func updateUIView(_ uiView: UIPageControl, context: Context) {
        uiView.currentPage = currentPage
    }

    class Coordinator: NSObject {
        var control: PageControl

        init(_ control: PageControl) { self.control = control }

        func updateCurrentPage(sender: UIPageControl) {
            control.currentPage = sender.currentPage
        }
    }
}

private struct Pages: View {
    @State var page = 0

    var body: some View {
        VStack(spacing: 0) {
            PageControl(numberOfPages: 3, currentPage: $page).frame(width: 100, height: 26)
            Text("page \(page)")
        }
    }
}

/// Counts the actions a control sends it.
@MainActor
private final class Receiver {
    var received: [String] = []
    func changed(_ sender: UIControl) { received.append("changed") }
    func touched() { received.append("touched") }
}

@MainActor
@Suite("UIControl target-action and UIPageControl")
struct UIPageControlTests {
    @Test("Tapping after the current dot goes a page forward and before it back, through the coordinator's action")
    func tapsChangePages() throws {
        let driver = InteractionDriver(Pages())
        let control = try #require(driver.find(identifier: "pages"))
        #expect(control.frame.size == CGSize(width: 100, height: 26))
        // Three dots are 3 × 7 + 2 × 9 = 39 points and 10 on either side, centred: the first dot's centre is at 34.
        driver.tap(at: CGPoint(x: control.frame.minX + 60, y: control.frame.midY))
        #expect(driver.find(text: "page 1") != nil)
        driver.tap(at: CGPoint(x: control.frame.minX + 90, y: control.frame.midY))
        #expect(driver.find(text: "page 2") != nil)
        driver.tap(at: CGPoint(x: control.frame.minX + 95, y: control.frame.midY))
        #expect(driver.find(text: "page 2") != nil, "no page after the last")
        driver.tap(at: CGPoint(x: control.frame.minX + 25, y: control.frame.midY))
        #expect(driver.find(text: "page 1") != nil)
        #expect(driver.accessibilityTree.description.contains(#""Page 2 of 3""#), "\(driver.accessibilityTree)")
    }

    @Test("A control sends each event's actions to the targets registered for it, until they are removed")
    func targetAction() {
        let control = UIControl()
        let receiver = Receiver()
        control.addTarget(receiver, action: Selector(unapplied: Receiver.changed, name: "changed:"), for: .valueChanged)
        control.addTarget(receiver, action: Selector(unapplied: Receiver.touched, name: "touched"), for: [.touchUpInside, .primaryActionTriggered])
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .editingChanged)
        #expect(receiver.received == ["changed", "touched"])
        control.removeTarget(receiver, action: nil, for: .valueChanged)
        control.sendActions(for: [.valueChanged, .primaryActionTriggered])
        #expect(receiver.received == ["changed", "touched", "touched"])
        // A selector that is only a name calls nothing; one with a target calls its method.
        #expect(!UIApplication.shared.sendAction(Selector("touched"), to: receiver, from: nil, for: nil))
        #expect(UIApplication.shared.sendAction(Selector(bound: receiver.touched, name: "touched"), to: receiver, from: nil, for: nil))
        #expect(receiver.received.count == 4)
    }

    @Test("A page control clamps its page to its pages and measures its dots as UIKit does")
    func pagesAndSize() {
        let control = UIPageControl()
        control.numberOfPages = 4
        control.currentPage = 9
        #expect(control.currentPage == 3)
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 5 * 7 + 4 * 9 + 20, height: 26))
    }
}
