import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A list between two buttons: a button row, a row of text, a toggle row, a row of two buttons and a text field.
private struct Settings: View {
    @State private var isOn = true
    @State private var name = ""

    var body: some View {
        VStack(spacing: 0) {
            Button("Before") {}
            List {
                Button("First") {}
                Text("Plain")
                Toggle("Wi-Fi", isOn: $isOn)
                HStack {
                    Button("Left") {}
                    Button("Right") {}
                }
                TextField("Name", text: $name)
            }
            Button("After") {}
        }
    }
}

/// The keyboard in a list, as a `List` is one focus group on iPad (Tab moves between groups, the arrows within
/// one) and as GTK 4's list boxes move: Tab enters a list at its first row holding a control, or back at the row it
/// left, and leaves it from any row; Up and Down go from row to row; Left and Right between the controls of one row. A text field stays a Tab
/// stop of its own, as Tab goes from field to field in a form.
@MainActor
@Suite("Arrow keys between list rows")
struct ListKeyboardNavigationTests {
    private func focused(_ driver: InteractionDriver) -> [String] {
        driver.accessibilityTree.allNodes.filter(\.isFocused).map(\.label)
    }

    /// The focused label after each key of `keys`.
    private func labels(after keys: [KeyEquivalent], shift: Bool = false, in driver: InteractionDriver) -> [String] {
        keys.map { key in
            driver.press(key, modifiers: shift ? .shift : [])
            return focused(driver).joined(separator: ", ")
        }
    }

    @Test("Tab stops once in the list, at its first row with a control, then at its text field, then leaves it; Shift-Tab comes back to the first row")
    func tabTreatsTheListAsOneStop() {
        let driver = InteractionDriver(Settings(), device: canvas(300, 600))
        #expect(labels(after: [.tab, .tab, .tab, .tab, .tab], in: driver) == ["Before", "First", "Name", "After", "Before"])
        #expect(labels(after: [.tab, .tab, .tab], shift: true, in: driver) == ["After", "Name", "First"])
    }

    @Test("Down and Up move between the rows that hold a control, skipping a row of text, stopping at the ends")
    func upAndDown() {
        let driver = InteractionDriver(Settings(), device: canvas(300, 600))
        _ = labels(after: [.tab, .tab], in: driver)
        #expect(labels(after: [.downArrow, .downArrow, .downArrow], in: driver) == ["Wi-Fi", "Left", "Left"])
        #expect(labels(after: [.upArrow, .upArrow, .upArrow], in: driver) == ["Wi-Fi", "First", "First"])
    }

    @Test("Left and Right move between the controls of one row and stop at its ends; Tab from a row deep in the list leaves it")
    func withinARow() {
        let driver = InteractionDriver(Settings(), device: canvas(300, 600))
        _ = labels(after: [.tab, .tab, .downArrow, .downArrow], in: driver)
        #expect(labels(after: [.rightArrow, .rightArrow, .leftArrow], in: driver) == ["Right", "Right", "Left"])
        #expect(labels(after: [.tab], in: driver) == ["Name"])
    }

    @Test("Tab leaving a list from a row deep in it, then Shift-Tab or Tab coming back, lands on that row, as GTK 4's list box comes back to the row its arrows moved to")
    func reentryLandsOnTheRowLeft() {
        let driver = InteractionDriver(Settings(), device: canvas(300, 600))
        _ = labels(after: [.tab, .tab, .downArrow, .downArrow, .rightArrow], in: driver)
        #expect(focused(driver) == ["Right"])
        #expect(labels(after: [.tab, .tab], in: driver) == ["Name", "After"])
        #expect(labels(after: [.tab, .tab], shift: true, in: driver) == ["Name", "Right"])
        #expect(labels(after: [.upArrow, .tab, .tab, .tab, .tab], in: driver) == ["Wi-Fi", "Name", "After", "Before", "Wi-Fi"])
    }

    @Test("Space still flips the toggle row Down moved to; Left and Right on it change nothing")
    func activateARow() throws {
        let driver = InteractionDriver(Settings(), device: canvas(300, 600))
        _ = labels(after: [.tab, .tab, .downArrow, .rightArrow], in: driver)
        #expect(focused(driver) == ["Wi-Fi"])
        #expect(try #require(driver.accessibilityTree.node(label: "Wi-Fi")).value == "1")
        driver.press(.space)
        #expect(try #require(driver.accessibilityTree.node(label: "Wi-Fi")).value == "0")
    }
}
