import Foundation
@testable import MeadowAccessibility
import MeadowCore
import MeadowTestSupport
import Testing

/// SwiftUI's elements as AT-SPI2 describes them, by GTK 4's role and state mapping
/// (../shared/reference/accessibility-atspi.md §4; numbers from libatspi 2.46).
@MainActor
@Suite("Accessibility elements map to AT-SPI roles and states as GTK 4's widgets do")
struct AtspiMappingTests {
    private func elements<V: View>(_ view: V) -> [AccessibilityNode] {
        LayoutHarness(view, size: CGSize(width: 300, height: 300)).accessibilityTree.children
    }

    @Test("Text, Button, Toggle, TextField, Slider and a header take the roles Orca speaks")
    func roles() {
        let view = VStack {
            Text("Title").accessibilityAddTraits(.isHeader)
            Text("Hello")
            Button("Go") {}
            Toggle("Wi-Fi", isOn: .constant(true))
            TextField("Name", text: .constant(""))
            Slider(value: .constant(0.5))
        }
        let roles = elements(view).map(\.atspiRole)
        #expect(roles.map(\.description) == ["heading", "label", "push button", "check box", "entry", "slider"])
        #expect(roles.map(\.rawValue) == [83, 29, 43, 7, 79, 51])
    }

    @Test("The window is a frame")
    func window() {
        let tree = LayoutHarness(Text("A"), size: CGSize(width: 100, height: 100)).accessibilityTree
        #expect(tree.atspiRole == .frame && tree.atspiRole.rawValue == 23)
    }

    @Test("A button is sensitive and focusable unless disabled")
    func sensitivity() {
        let buttons = elements(VStack { Button("On") {}; Button("Off") {}.disabled(true) })
        #expect(buttons[0].atspiStates == [.visible, .showing, .enabled, .sensitive, .focusable])
        #expect(buttons[1].atspiStates == [.visible, .showing, .focusable])
    }

    @Test("A toggle that is on is checkable and checked; a text field editable and single-line")
    func toggleAndField() {
        let found = elements(VStack { Toggle("Wi-Fi", isOn: .constant(true)); TextField("Name", text: .constant("")) })
        #expect(found[0].atspiStates.isSuperset(of: [.checkable, .checked]))
        #expect(found[1].atspiStates.isSuperset(of: [.editable, .singleLine, .focusable]))
        #expect(!found[1].atspiStates.contains(.checked))
    }

    @Test("States go on the bus as two words, the low one first")
    func words() {
        let states: AtspiStates = [.enabled, .checkable]
        #expect(states.words == [1 << 8, 1 << (41 - 32)])
    }

    @Test("A list, a tab bar and a segmented picker offer Selection; a stack of buttons does not")
    func selection() throws {
        let picker = elements(Picker("Size", selection: .constant("M")) {
            Text("S").tag("S")
            Text("M").tag("M")
        }.pickerStyle(.segmented))
        let segments = try #require(picker.first)
        #expect(segments.children.map(\.label) == ["S", "M"])
        #expect(AtspiInterfaces.of(segments).contains("org.a11y.atspi.Selection"))
        #expect(AtspiInterfaces.of(try #require(elements(List { Text("A") }).first)).contains("org.a11y.atspi.Selection"))
        #expect(!AtspiInterfaces.of(try #require(elements(VStack { Button("A") {} }).first)).contains("org.a11y.atspi.Selection"))
    }

    @Test("LabeledContent's label is LABEL_FOR (1) its control, the control LABELLED_BY (2) the label; a lone text has no relation")
    func relations() throws {
        let found = elements(VStack {
            LabeledContent("Brightness") { Slider(value: .constant(0.2)) }
            Text("Alone")
        })
        let (label, slider, alone) = (found[0], found[1], found[2])
        #expect(label.atspiRelations.map(\.type) == [.labelFor] && label.atspiRelations.first?.targets == [slider.id])
        #expect(slider.atspiRelations.map(\.type) == [.labelledBy] && slider.atspiRelations.first?.targets == [label.id])
        #expect([AtspiRelationType.labelFor, .labelledBy].map(\.rawValue) == [1, 2])
        #expect(alone.atspiRelations.isEmpty)
    }

    @Test("A stepper and a picker's wheel are spin buttons whose Value is their count or row within their bounds")
    func spinButtons() throws {
        let found = elements(VStack {
            Stepper("Quantity: 3", value: .constant(3), in: 0...10)
            Picker("Flavor", selection: .constant("B")) { ForEach(["A", "B", "C"], id: \.self) { Text($0) } }
                .pickerStyle(.wheel)
        })
        #expect(found.map(\.atspiRole) == [.spinButton, .spinButton])
        #expect(found[0].atspiValue == AccessibilityNumericValue(current: 3, minimum: 0, maximum: 10, step: 1))
        #expect(found[1].atspiValue == AccessibilityNumericValue(current: 1, minimum: 0, maximum: 2, step: 1))
        #expect(found[1].value == "B")
        #expect(found.allSatisfy { AtspiInterfaces.of($0).contains(AtspiInterfaces.value) })
    }

    @Test("A slider's Value is its per cent, from 0 to 100")
    func sliderValue() {
        let slider = elements(Slider(value: .constant(0.25)))
        #expect(slider.first?.atspiValue == AccessibilityNumericValue(current: 25, minimum: 0, maximum: 100, step: 1))
    }

    @Test("A disclosure group's header is expandable, and expanded while its content shows, as GTK 4's expander")
    func expander() throws {
        let collapsed = try #require(elements(DisclosureGroup("Details") { Text("More") }).first?.children.first)
        #expect(collapsed.atspiRole == .pushButton)
        #expect(collapsed.atspiStates.contains(.expandable) && !collapsed.atspiStates.contains(.expanded))
        let expanded = try #require(elements(DisclosureGroup("Details", isExpanded: .constant(true)) { Text("More") }).first?.children.first)
        #expect(expanded.atspiStates.isSuperset(of: [.expandable, .expanded]))
        #expect(AtspiStates.expandable.rawValue == 1 << 9 && AtspiStates.expanded.rawValue == 1 << 10)
        #expect(try #require(elements(Button("Plain") {}).first).atspiStates.isDisjoint(with: [.expandable, .expanded]))
    }
}
