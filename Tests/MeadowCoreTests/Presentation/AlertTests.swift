import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The 390×844 screen of an iPhone 14 (47 points of safe area at the top, 34 at the bottom).
@MainActor
let iPhone14 = Device.named("iPhone 14")!

/// A note screen in a navigation stack whose Delete button asks before deleting, with a message.
private struct DeleteNote: View {
    let probe: StateProbe<Bool>
    let deleted: CallCounter
    let cancelled: CallCounter
    @State private var asking = false

    var body: some View {
        let _ = probe.binding = $asking
        NavigationStack {
            Button("Delete") { asking = true }
                .navigationTitle("Note")
                .alert("Delete note?", isPresented: $asking) {
                    Button("Delete", role: .destructive) { deleted.record() }
                    Button("Cancel", role: .cancel) { cancelled.record() }
                } message: {
                    Text("This cannot be undone.")
                }
        }
    }
}

/// An alert with three buttons and no message, from a string title.
private struct ThreeChoices: View {
    let probe: StateProbe<Bool>
    @State private var asking = true
    var body: some View {
        let _ = probe.binding = $asking
        Color.clear.alert(String("Save changes?"), isPresented: $asking) {
            Button("Cancel", role: .cancel) {}
            Button("Save") {}
            Button("Don't Save", role: .destructive) {}
        }
    }
}

/// A legacy `Alert` value presented for an item.
private struct Failure: Identifiable {
    let id: Int
    let reason: String
}

private struct LegacyAlerts: View {
    let failure: StateProbe<Failure?>
    let retried: CallCounter
    @State private var current: Failure?
    @State private var confirming = false

    var body: some View {
        let _ = failure.binding = $current
        Color.clear
            .alert(item: $current) { failure in
                Alert(
                    title: Text("Failed"), message: Text(failure.reason),
                    primaryButton: .default(Text("Retry")) { retried.record() }, secondaryButton: .cancel())
            }
    }
}

/// An alert that asks for a name in a text field, as iOS 16 alerts can.
private struct Rename: View {
    let name: StateProbe<String>
    @State private var asking = true
    @State private var text = ""

    var body: some View {
        let _ = name.binding = $text
        Color.clear.alert("Rename", isPresented: $asking) {
            TextField("Name", text: $text)
            Button("Save") {}
        }
    }
}

@MainActor
@Suite("Alert")
struct AlertTests {
    private func panel(_ tree: LayoutNode) -> LayoutNode? { tree.node(kind: .custom("AlertPanel")) }

    @Test("An alert is a 270-point panel centred in the window, title and message 20 points in, two 135×44 buttons under them, cancel leading")
    func twoButtonFrames() throws {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(
            DeleteNote(probe: probe, deleted: CallCounter(), cancelled: CallCounter()), device: iPhone14)
        #expect(panel(driver.layoutTree) == nil)
        driver.tap(try #require(driver.find(text: "Delete")))
        #expect(probe.value == true)
        let tree = driver.layoutTree
        #expect(tree.kind == .presentationHost)
        expectFrame(tree, rect(0, 0, 390, 844))
        // 20 + 17 (title) + 4 + 13 (message) + 20, then a 44-point row of buttons: 118 tall, centred in 844.
        expectFrame(panel(tree), rect(60, 363, 270, 118))
        expectFrame(tree.node(text: "Delete note?"), rect(60 + 16 + (238 - 102) / 2, 383, 102, 17))
        expectFrame(tree.node(text: "This cannot be undone."), rect(60 + 16 + (238 - 143) / 2, 404, 143, 13))
        let buttons = try #require(panel(tree)).allNodes.filter { $0.kind == .button }
        #expect(buttons.count == 2)
        expectFrame(buttons.first, rect(60, 437, 135, 44))
        expectFrame(buttons.last, rect(195, 437, 135, 44))
        #expect(buttons.first?.node(text: "Cancel") != nil)
        #expect(buttons.last?.node(text: "Delete") != nil)
    }

    @Test("Tapping a button runs its action and sets the binding false; the alert leaves after its fade")
    func tappingDismisses() throws {
        let probe = StateProbe<Bool>()
        let deleted = CallCounter()
        let cancelled = CallCounter()
        let driver = InteractionDriver(DeleteNote(probe: probe, deleted: deleted, cancelled: cancelled), device: iPhone14)
        probe.set(true)
        driver.settle()
        let delete = try #require(panel(driver.layoutTree)?.allNodes.first { $0.kind == .button && $0.node(text: "Delete") != nil })
        driver.tap(delete)
        #expect(deleted.count == 1)
        #expect(cancelled.count == 0)
        #expect(probe.value == false)
        #expect(panel(driver.layoutTree) == nil)
        driver.settle()
        #expect(driver.layoutTree.kind != .presentationHost)
        // The button under the alert takes taps again.
        driver.tap(try #require(driver.find(text: "Delete")))
        #expect(probe.value == true)
    }

    @Test("Escape dismisses an alert as its cancel button does")
    func escapeCancels() {
        let probe = StateProbe<Bool>()
        let deleted = CallCounter()
        let cancelled = CallCounter()
        let driver = InteractionDriver(DeleteNote(probe: probe, deleted: deleted, cancelled: cancelled), device: iPhone14)
        probe.set(true)
        driver.settle()
        driver.press(.escape)
        #expect(cancelled.count == 1)
        #expect(deleted.count == 0)
        #expect(probe.value == false)
    }

    @Test("The alert covers the navigation bar: a tap on the bar's place lands on the dimming, not the bar")
    func coversTheWindow() throws {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(
            DeleteNote(probe: probe, deleted: CallCounter(), cancelled: CallCounter()), device: iPhone14)
        probe.set(true)
        driver.settle()
        let tree = driver.layoutTree
        // The dimming is the first layer after the window's view, over the whole screen.
        expectFrame(tree.children.count > 1 ? tree.children[1] : nil, rect(0, 0, 390, 844))
        driver.tap(at: CGPoint(x: 30, y: 30))
        #expect(probe.value == true)
    }

    @Test("Three buttons stack 44 points apart under a title, the cancel one last")
    func threeButtonsStack() throws {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(ThreeChoices(probe: probe), device: iPhone14)
        let tree = driver.layoutTree
        // 20 + 17 + 20, then three rows: 189 tall.
        expectFrame(panel(tree), rect(60, (844 - 189) / 2, 270, 189))
        let buttons = try #require(panel(tree)).allNodes.filter { $0.kind == .button }
        #expect(buttons.map { $0.allNodes.compactMap(\.text).first } == ["Save", "Don't Save", "Cancel"])
        let top: CGFloat = (844 - 189) / 2 + 57
        for (index, button) in buttons.enumerated() {
            expectFrame(button, rect(60, top + 44 * CGFloat(index), 270, 44))
        }
    }

    @Test("alert(item:content:) shows the Alert made from the item; its buttons run their actions and clear the item")
    func legacyItemAlert() throws {
        let failure = StateProbe<Failure?>()
        let retried = CallCounter()
        let driver = InteractionDriver(LegacyAlerts(failure: failure, retried: retried), device: iPhone14)
        failure.set(Failure(id: 1, reason: "No network"))
        driver.settle()
        #expect(driver.find(text: "Failed") != nil)
        #expect(driver.find(text: "No network") != nil)
        let buttons = try #require(panel(driver.layoutTree)).allNodes.filter { $0.kind == .button }
        #expect(buttons.map { $0.allNodes.compactMap(\.text).first } == ["Cancel", "Retry"])
        driver.tap(try #require(driver.find(text: "Retry")))
        #expect(retried.count == 1)
        #expect(failure.value! == nil)
    }

    @Test("A text field among an alert's actions sits under the title, takes the panel's width less 16 points a side, and takes typing")
    func textField() throws {
        let name = StateProbe<String>()
        let driver = InteractionDriver(Rename(name: name), device: iPhone14)
        let field = try #require(panel(driver.layoutTree)?.first { $0.kind == .textField })
        #expect(field.frame.minX == 76)
        #expect(field.frame.width == 238)
        #expect(field.frame.minY > 383 + 17)
        driver.tap(field)
        driver.type("Trip")
        #expect(name.value == "Trip")
        driver.tap(try #require(driver.find(text: "Save")))
        #expect(panel(driver.layoutTree) == nil)
    }
}
