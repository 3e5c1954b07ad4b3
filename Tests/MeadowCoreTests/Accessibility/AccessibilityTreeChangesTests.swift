import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Comparing the accessibility trees of two frames, element by element by identity, as a bridge reports changes
/// to a screen reader (AT-SPI's children-changed, property-change and state-changed events).
@MainActor
@Suite("Two frames' accessibility trees compare element by element")
struct AccessibilityTreeChangesTests {
    private struct Counter: View {
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

    private let harness = LayoutHarness(Counter(), size: CGSize(width: 200, height: 200))

    @Test("A tree compared with the next frame's unchanged tree has no changes, and keeps its identities")
    func unchanged() {
        let first = harness.accessibilityTree
        let second = harness.accessibilityTree
        #expect(AccessibilityTreeChanges(from: first, to: second).isEmpty)
        #expect(first.children.map(\.id) == second.children.map(\.id))
    }

    @Test("A new text is added at its index, a changed label reported on the element that stayed")
    func addedAndRelabelled() throws {
        let before = harness.accessibilityTree
        let count = try #require(before.node(label: "Count 0"))
        try #require(before.node(label: "Add")).perform()
        let after = harness.accessibilityTree
        let started = try #require(after.node(label: "Started"))
        let changes = AccessibilityTreeChanges(from: before, to: after).changes
        #expect(changes.contains(.label(count.id, "Count 1")))
        #expect(changes.contains(.added(started.id, parent: after.id, index: 2)))
        #expect(!changes.contains { if case .removed = $0 { true } else { false } })
    }

    @Test("A text that goes is removed from its parent; nothing else of it is reported")
    func removed() throws {
        try #require(harness.accessibilityTree.node(label: "Add")).perform()
        let before = harness.accessibilityTree
        let started = try #require(before.node(label: "Started"))
        try #require(before.node(label: "Add")).perform()
        let after = harness.accessibilityTree
        let changes = AccessibilityTreeChanges(from: before, to: after).changes
        #expect(changes.first == .removed(started.id, parent: before.id))
        #expect(changes.filter { $0.description.hasPrefix("\(started.id)") }.isEmpty)
    }

    @Test("A toggle switched on reports its new value alone")
    func toggled() throws {
        let before = harness.accessibilityTree
        let toggle = try #require(before.node(label: "Lights"))
        toggle.perform()
        let changes = AccessibilityTreeChanges(from: before, to: harness.accessibilityTree)
        #expect(changes.changes == [.value(toggle.id, "1")])
        #expect(changes.description == "\(toggle.id) value \"1\"")
    }

    @Test("A labeled pair made is a relations change on both elements: the content labelled by the label, the label for the content")
    func relations() throws {
        struct Pair: View {
            @State private var paired = false
            @Namespace private var form
            var body: some View {
                VStack {
                    Button("Pair") { paired = true }
                    Text("Nickname").accessibilityLabeledPair(role: .label, id: paired ? 1 : 0, in: form)
                    TextField("Optional", text: .constant("")).accessibilityLabeledPair(role: .content, id: 1, in: form)
                }
            }
        }
        let harness = LayoutHarness(Pair(), size: CGSize(width: 200, height: 200))
        let before = harness.accessibilityTree
        try #require(before.node(label: "Pair")).perform()
        let after = harness.accessibilityTree
        let label = try #require(after.node(label: "Nickname")), field = try #require(after.node(label: "Optional"))
        #expect(AccessibilityTreeChanges(from: before, to: after).description == """
            \(label.id) relations labelled-by() label-for(\(field.id))
            \(field.id) relations labelled-by(\(label.id)) label-for()
            """)
    }
}
