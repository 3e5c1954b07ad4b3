import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// An article's title bound to a Boolean accessibility focus state, and its Save button to an optional one, each
/// state shown in a text; two buttons write the title's state.
private struct Article: View {
    enum Target: Hashable { case save }

    @AccessibilityFocusState private var isTitleFocused: Bool
    @AccessibilityFocusState private var target: Target?

    var body: some View {
        VStack(spacing: 8) {
            Text("Title").accessibilityFocused($isTitleFocused)
            Button("Save") {}.accessibilityFocused($target, equals: .save)
            Button("Read title") { isTitleFocused = true }
            Button("Leave title") { isTitleFocused = false }
            Text(isTitleFocused ? "on the title" : "off the title")
            Text(target == .save ? "on Save" : "off Save")
        }
    }
}

/// A headline whose state names the technologies it is for.
private struct Headline: View {
    @AccessibilityFocusState(for: [.voiceOver, .switchControl]) private var isFocused: Bool

    var body: some View {
        VStack {
            Text("Headline").accessibilityFocused($isFocused)
            Button("Read") { isFocused = true }
        }
    }
}

/// SwiftUI's `@AccessibilityFocusState` (iOS 15): writing it moves a screen reader's focus to the bound view's
/// element, and the reader's focus coming to a bound view writes it
/// (developer.apple.com/documentation/swiftui/accessibilityfocusstate). Over AT-SPI the reader's focus is keyboard
/// focus unless code moved it since (`AccessibilityFocus`).
@MainActor
@Suite("AccessibilityFocusState moves and follows a screen reader's focus")
struct AccessibilityFocusStateTests {
    private func focusedLabels(_ driver: InteractionDriver) -> [String] {
        driver.accessibilityTree.allNodes.filter(\.isFocused).map(\.label)
    }

    private func perform(_ label: String, in driver: InteractionDriver) throws {
        try #require(driver.accessibilityTree.node(label: label)).perform()
    }

    @Test("Writing true moves the reader's focus to the bound text, which Tab does not stop at; keyboard focus stays; false gives it back")
    func booleanState() throws {
        let driver = InteractionDriver(Article(), device: canvas(300, 400))
        #expect(focusedLabels(driver).isEmpty)
        try perform("Read title", in: driver)
        #expect(focusedLabels(driver) == ["Title"])
        #expect(driver.find(text: "on the title") != nil)
        #expect(driver.graph.focus.focused == nil, "keyboard focus did not move")
        #expect(driver.accessibilityTree.node(label: "Title")?.isFocusable == false)
        try perform("Leave title", in: driver)
        #expect(focusedLabels(driver).isEmpty)
        #expect(driver.find(text: "off the title") != nil)
    }

    @Test("Keyboard focus landing on a bound button writes its value; leaving it writes nil")
    func keyboardWritesState() {
        let driver = InteractionDriver(Article(), device: canvas(300, 400))
        driver.press(.tab)
        #expect(focusedLabels(driver) == ["Save"])
        #expect(driver.find(text: "on Save") != nil)
        driver.press(.tab)
        #expect(focusedLabels(driver) == ["Read title"])
        #expect(driver.find(text: "off Save") != nil)
    }

    @Test("A screen reader's GrabFocus on a bound button writes its value, as keyboard focus moves there")
    func grabFocusWritesState() throws {
        let driver = InteractionDriver(Article(), device: canvas(300, 400))
        let save = try #require(driver.accessibilityTree.node(label: "Save"))
        #expect(driver.graph.focusAccessibilityElement(save.id))
        #expect(driver.find(text: "on Save") != nil)
        #expect(focusedLabels(driver) == ["Save"])
    }

    @Test("Tab after code moved the reader's focus takes it back with keyboard focus, and the state reads false")
    func tabTakesItBack() throws {
        let driver = InteractionDriver(Article(), device: canvas(300, 400))
        try perform("Read title", in: driver)
        #expect(focusedLabels(driver) == ["Title"])
        driver.press(.tab)
        #expect(focusedLabels(driver) == ["Save"])
        #expect(driver.find(text: "off the title") != nil)
        #expect(driver.find(text: "on Save") != nil)
    }

    @Test("A state made for some technologies follows the same focus; the technologies are a set")
    func technologies() throws {
        let driver = InteractionDriver(Headline(), device: canvas(300, 400))
        try perform("Read", in: driver)
        #expect(focusedLabels(driver) == ["Headline"])
        var technologies: AccessibilityTechnologies = [.voiceOver]
        #expect(technologies.insert(.switchControl).inserted)
        #expect(technologies.contains(.switchControl) && technologies.contains([.voiceOver, .switchControl]))
        #expect(technologies.remove(.voiceOver) == .voiceOver)
        #expect(technologies == .switchControl && AccessibilityTechnologies().isEmpty)
    }

    @Test("The move is a focus change in the tree's changes, in tree order: the bound text focused, the button it left unfocused")
    func changes() throws {
        let driver = InteractionDriver(Article(), device: canvas(300, 400))
        driver.press(.tab)
        let before = driver.accessibilityTree
        try perform("Read title", in: driver)
        let after = driver.accessibilityTree
        let save = try #require(after.node(label: "Save")), title = try #require(after.node(label: "Title"))
        let focusChanges = AccessibilityTreeChanges(from: before, to: after).changes.filter {
            if case .focus = $0 { true } else { false }
        }
        #expect(focusChanges.map(\.description) == ["\(title.id) focused", "\(save.id) unfocused"])
    }
}
