import Foundation
import MeadowCore
import MeadowTestSupport
import Testing

@testable import MeadowAccessibility

/// The events the bridge sends after a frame changed the tree, as GTK 4 sends them: children-changed with the
/// child's index, property-change for a new name, state-changed for each state that came or went
/// (../shared/reference/accessibility-atspi.md §1).
@MainActor
@Suite("A changed tree becomes AT-SPI events")
struct AtspiEventTests {
    private struct Panel: View {
        @State private var count = 0
        @State private var isOn = false

        var body: some View {
            VStack {
                Text("Count \(count)")
                Button("Add") { count += 1 }
                if count == 1 { Text("Started") }
                Toggle("Lights", isOn: $isOn).frame(width: 150)
            }
        }
    }

    private let harness = LayoutHarness(Panel(), size: CGSize(width: 200, height: 200))

    private func events(after change: (AccessibilityNode) throws -> Void) throws -> (events: [String], before: AccessibilityNode, after: AccessibilityNode) {
        let before = harness.accessibilityTree
        try change(before)
        let after = harness.accessibilityTree
        let events = AtspiEvent.events(for: AccessibilityTreeChanges(from: before, to: after), from: AtspiTree(before), to: AtspiTree(after))
        return (events.map(\.description), before, after)
    }

    @Test("A text that comes is a child added at its index; a relabelled text a name change")
    func addedAndRenamed() throws {
        let (events, before, after) = try events { try #require($0.node(label: "Add")).perform() }
        let window = AtspiTree.path(of: after.id)
        let started = try #require(after.node(label: "Started"))
        let count = try #require(before.node(label: "Count 0"))
        #expect(events == [
            "PropertyChange:accessible-name 0 \"Count 1\" @\(AtspiTree.path(of: count.id))",
            "ChildrenChanged:add 2 \(AtspiTree.path(of: started.id)) @\(window)",
        ])
    }

    @Test("A toggle switched on sends checked, with detail1 1")
    func checked() throws {
        let (events, before, _) = try events { try #require($0.node(label: "Lights")).perform() }
        let lights = try #require(before.node(label: "Lights"))
        #expect(events == ["StateChanged:checked 1 - @\(AtspiTree.path(of: lights.id))"])
    }

    @Test("A text that goes is a child removed from its old index")
    func removed() throws {
        try #require(harness.accessibilityTree.node(label: "Add")).perform()
        let (events, before, _) = try events { try #require($0.node(label: "Add")).perform() }
        let started = try #require(before.node(label: "Started"))
        #expect(events.first == "ChildrenChanged:remove 2 \(AtspiTree.path(of: started.id)) @\(AtspiTree.path(of: before.id))")
    }

    @Test("The tree finds each element by its path's number, with its parent and index")
    func lookup() throws {
        let tree = harness.accessibilityTree
        let published = AtspiTree(tree)
        let toggle = try #require(tree.node(label: "Lights"))
        let entry = try #require(published[toggle.id.number])
        #expect(entry.parent == tree.id.number && entry.index == 2)
        #expect(published[tree.id.number]?.parent == nil)
        #expect(AtspiTree.number(inPath: AtspiTree.path(of: toggle.id)) == toggle.id.number)
        #expect(AtspiTree.number(inPath: AtspiTree.root) == nil)
        #expect(published.element(at: CGPoint(x: toggle.frame.midX, y: toggle.frame.midY))?.id == toggle.id)
    }

    private struct Field: View {
        @State private var text = ""

        var body: some View {
            VStack {
                Button("Clear") { text = "" }
                TextField("Title", text: $text)
            }
        }
    }

    private func events(_ driver: InteractionDriver, after change: () -> Void) -> (events: [String], tree: AccessibilityNode) {
        let before = driver.accessibilityTree
        change()
        let after = driver.accessibilityTree
        return (AtspiEvent.events(for: AccessibilityTreeChanges(from: before, to: after), from: AtspiTree(before), to: AtspiTree(after)).map(\.description), after)
    }

    @Test("Tab sends focused 0 from the element focus left, then focused 1 from the one it came to")
    func focus() throws {
        let driver = InteractionDriver(Field(), device: .iPhone15)
        driver.press(.tab)
        let (events, tree) = events(driver) { driver.press(.tab) }
        let clear = AtspiTree.path(of: try #require(tree.node(label: "Clear")).id)
        let title = AtspiTree.path(of: try #require(tree.node(label: "Title")).id)
        #expect(events == ["StateChanged:focused 0 - @\(clear)", "StateChanged:focused 1 - @\(title)"])
        #expect(try #require(tree.node(label: "Title")).atspiStates.isSuperset(of: [.focusable, .focused]))
    }

    private struct Headline: View {
        @AccessibilityFocusState private var isFocused: Bool

        var body: some View {
            VStack {
                Text("Headline").accessibilityFocused($isFocused)
                Button("Read") { isFocused = true }
            }
        }
    }

    @Test("Writing an AccessibilityFocusState sends focused 1 from the text it moved the reader's focus to, FOCUSED in its states")
    func accessibilityFocusState() throws {
        let driver = InteractionDriver(Headline(), device: .iPhone15)
        let (events, tree) = events(driver) { _ = driver.accessibilityTree.node(label: "Read")?.perform() }
        let headline = try #require(tree.node(label: "Headline"))
        #expect(events == ["StateChanged:focused 1 - @\(AtspiTree.path(of: headline.id))"])
        #expect(headline.atspiStates.contains(.focused))
    }

    @Test("Typing sends text-changed:insert at the caret, then text-caret-moved; clearing sends text-changed:delete")
    func text() throws {
        let driver = InteractionDriver(Field(), device: .iPhone15)
        driver.press(.tab)
        driver.press(.tab)
        driver.type("Tide")
        let typed = events(driver) { driver.type(" pools") }
        let title = AtspiTree.path(of: try #require(typed.tree.node(label: "Title")).id)
        #expect(typed.events == ["TextChanged:insert 4 \" pools\" @\(title)", "TextCaretMoved: 10 - @\(title)"])
        let cleared = events(driver) { driver.accessibilityTree.node(label: "Clear")?.perform() }
        #expect(cleared.events.prefix(2) == ["TextChanged:delete 0 \"Tide pools\" @\(title)", "TextCaretMoved: 0 - @\(title)"])
    }

    @Test("Selecting text sends text-caret-moved, then text-selection-changed; so does giving the selection up")
    func selection() throws {
        let driver = InteractionDriver(Field(), device: .iPhone15)
        driver.press(.tab)
        driver.press(.tab)
        driver.type("Tide pools")
        let selected = events(driver) { driver.accessibilityTree.node(label: "Title")?.selectText(from: 0, to: 4) }
        let title = AtspiTree.path(of: try #require(selected.tree.node(label: "Title")).id)
        #expect(selected.events == ["TextCaretMoved: 4 - @\(title)", "TextSelectionChanged: 0 - @\(title)"])
        let collapsed = events(driver) { driver.accessibilityTree.node(label: "Title")?.selectText(from: 10, to: 10) }
        #expect(collapsed.events == ["TextCaretMoved: 10 - @\(title)", "TextSelectionChanged: 0 - @\(title)"])
    }

    /// A field and a slider, each paired with the text before it while `paired` is on.
    private struct Pairs: View {
        @State private var paired = false
        @Namespace private var form

        var body: some View {
            VStack {
                Toggle("Paired", isOn: $paired).frame(width: 150)
                HStack {
                    Text("Nickname").accessibilityLabeledPair(role: .label, id: paired ? "nickname" : "none", in: form)
                    TextField("Optional", text: .constant("")).accessibilityLabeledPair(role: .content, id: "nickname", in: form)
                }
                HStack {
                    Text("Volume").accessibilityLabeledPair(role: .label, id: paired ? "volume" : "none", in: form)
                    Slider(value: .constant(0.5)).accessibilityLabeledPair(role: .content, id: "volume", in: form)
                }
            }
        }
    }

    @Test("A pair made or undone sends the labelled element's name, once, as there is no relation event; the label's own name stays unsent")
    func relations() throws {
        let driver = InteractionDriver(Pairs(), device: .iPhone15)
        let paired = events(driver) { driver.accessibilityTree.node(label: "Paired")?.perform() }
        let field = try #require(paired.tree.allNodes.first { $0.role == .textField })
        let slider = try #require(paired.tree.allNodes.first { $0.role == .slider })
        let toggle = AtspiTree.path(of: try #require(paired.tree.node(label: "Paired")).id)
        #expect(field.labeledBy.count == 1 && slider.label == "Volume")
        #expect(paired.events == [
            "PropertyChange:accessible-name 0 \"Optional\" @\(AtspiTree.path(of: field.id))",
            "PropertyChange:accessible-name 0 \"Volume\" @\(AtspiTree.path(of: slider.id))",
            "StateChanged:checked 1 - @\(toggle)",
        ])
        let unpaired = events(driver) { driver.accessibilityTree.node(label: "Paired")?.perform() }
        #expect(unpaired.events == [
            "PropertyChange:accessible-name 0 \"Optional\" @\(AtspiTree.path(of: field.id))",
            "PropertyChange:accessible-name 0 \"\" @\(AtspiTree.path(of: slider.id))",
            "StateChanged:checked 0 - @\(toggle)",
        ])
    }

    /// A disclosure group and a stepper of a count.
    private struct Disclosure: View {
        @State private var count = 2

        var body: some View {
            VStack {
                DisclosureGroup("Details") { Text("More") }
                Stepper("Count", value: $count, in: 0...5).frame(width: 250)
            }
        }
    }

    @Test("Expanding a disclosure group sends expanded 1 from its header, then the content added; collapsing, expanded 0")
    func expanded() throws {
        let driver = InteractionDriver(Disclosure(), device: .iPhone15)
        let opened = events(driver) {
            driver.accessibilityTree.node(label: "Details")?.perform()
            driver.settle()
        }
        let header = AtspiTree.path(of: try #require(opened.tree.node(label: "Details")).id)
        let more = try #require(opened.tree.node(label: "More"))
        let group = try #require(opened.tree.allNodes.first { $0.children.contains { $0.id == more.id } })
        #expect(opened.events == [
            "ChildrenChanged:add 1 \(AtspiTree.path(of: more.id)) @\(AtspiTree.path(of: group.id))",
            "StateChanged:expanded 1 - @\(header)",
        ])
        let closed = events(driver) {
            driver.accessibilityTree.node(label: "Details")?.perform()
            driver.settle()
        }
        #expect(closed.events.contains("StateChanged:expanded 0 - @\(header)"))
    }

    @Test("Stepping a stepper sends its new value as accessible-value, as GTK 4 sends a spin button's")
    func value() throws {
        let driver = InteractionDriver(Disclosure(), device: .iPhone15)
        let stepped = events(driver) { driver.accessibilityTree.node(label: "Count")?.adjust(.increment) }
        let stepper = AtspiTree.path(of: try #require(stepped.tree.node(label: "Count")).id)
        #expect(stepped.events == ["PropertyChange:accessible-value 0 3.0 @\(stepper)"])
    }
}
