import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// SwiftUI's accessibility modifiers, each changing the element a screen reader finds
/// (developer.apple.com/documentation/swiftui/view-accessibility).
@MainActor
@Suite("Accessibility modifiers change the elements a screen reader finds")
struct AccessibilityModifierTests {
    @Test("accessibilityLabel replaces a text's string, from a String, a Text or a LocalizedStringKey")
    func labels() {
        let name = "Weather"
        #expect(accessibilityTree(Text("☀︎").accessibilityLabel(name)).children.first?.label == "Weather")
        #expect(accessibilityTree(Text("☀︎").accessibilityLabel(Text("Sunny"))).children.first?.label == "Sunny")
        #expect(accessibilityTree(Color.red.frame(width: 10, height: 10).accessibilityLabel("Red")).children.first?.label == "Red")
    }

    @Test("Text.accessibilityLabel returns a Text that is read as its label")
    func textLabel() {
        let text: Text = Text("72°").accessibilityLabel("72 degrees")
        #expect(accessibilityDump(text) == #"staticText "72 degrees" (87.25, 91.5, 25.5, 17)"#)
    }

    @Test("Value, hint and identifier show in the dump after the label")
    func valueHintIdentifier() {
        let view = Text("Volume").accessibilityValue("50 %").accessibilityHint("Plays louder").accessibilityIdentifier("volume")
        #expect(accessibilityDump(view) == #"staticText "Volume" value="50 %" hint="Plays louder" #volume (74.5, 91.5, 51, 17)"#)
    }

    @Test("The modifier nearest the view wins for the label, on a text and on any view")
    func nearestLabelWins() {
        let text = Text("A").accessibilityLabel("Inner").accessibilityLabel("Outer")
        #expect(accessibilityTree(text).children.first?.label == "Inner")
        let view = Text("A").padding().accessibilityLabel("Inner").accessibilityLabel("Outer")
        #expect(accessibilityTree(view).children.first?.label == "Inner")
    }

    @Test("accessibilityAddTraits(.isHeader) makes a text a header; accessibilityRemoveTraits takes a button's trait")
    func traits() {
        #expect(accessibilityTree(Text("Today").accessibilityAddTraits(.isHeader)).children.first?.role == .header)
        let plain = accessibilityTree(Button("Go") {}.accessibilityRemoveTraits(.isButton)).children.first
        #expect(plain?.traits == [])
        let selected = accessibilityTree(Button("Go") {}.accessibilityAddTraits(.isSelected)).children.first
        #expect(selected?.role == .button && selected?.traits == [.isButton, .isSelected])
    }

    @Test("Traits on a stack apply to each element inside it")
    func traitsOnContainer() {
        let view = VStack { Text("A"); Text("B") }.accessibilityAddTraits(.isHeader)
        #expect(accessibilityTree(view).children.map(\.role) == [.header, .header])
    }

    @Test("accessibilityHeading makes a header of that level")
    func heading() {
        let view = Text("Forecast").accessibilityHeading(.h2)
        #expect(accessibilityDump(view) == #"header "Forecast" level=2 [isStaticText] (66, 91.5, 68, 17)"#)
    }

    @Test("accessibilityHidden(true) removes the view and everything in it; false keeps it")
    func hidden() {
        let view = VStack {
            Text("Shown")
            VStack { Text("Gone"); Image(systemName: "star") }.accessibilityHidden(true)
            Text("Kept").accessibilityHidden(false)
        }
        #expect(accessibilityTree(view).children.map(\.label) == ["Shown", "Kept"])
    }

    @Test("accessibilityElement(children: .combine) joins the children's labels with a comma")
    func combine() {
        let view = VStack { Text("Tuesday"); Text("Sunny"); Image(systemName: "sun.max") }.accessibilityElement(children: .combine)
        let element = accessibilityTree(view).children
        #expect(element.count == 1)
        #expect(element.first?.label == "Tuesday, Sunny, Sun max")
        #expect(element.first?.role == .staticText)
    }

    @Test("accessibilityElement() ignores the children: only its own modifiers describe it")
    func ignore() {
        let view = HStack { Text("4"); Text("stars") }.accessibilityElement().accessibilityLabel("Rated 4 stars")
        let elements = accessibilityTree(view).children
        #expect(elements.map(\.label) == ["Rated 4 stars"])
        #expect(elements.first?.children.isEmpty == true)
    }

    @Test("accessibilityElement(children: .contain) keeps the children inside a group")
    func contain() {
        let view = VStack { Text("A"); Text("B") }.accessibilityElement(children: .contain).accessibilityLabel("Letters")
        let group = accessibilityTree(view).children.first
        #expect(group?.role == .group && group?.label == "Letters")
        #expect(group?.children.map(\.label) == ["A", "B"])
    }

    @Test("accessibilitySortPriority reads higher priorities first, then top to bottom")
    func sortPriority() {
        let view = VStack {
            Text("First")
            Text("Second")
            Text("Third").accessibilitySortPriority(1)
        }
        #expect(accessibilityTree(view).children.map(\.label) == ["Third", "First", "Second"])
    }

    @Test("A combined element joins its children's labels in sort priority order too: a card's count after its title")
    func sortPriorityInCombine() {
        let view = VStack {
            Text("3")
            Text("All Wikis").accessibilitySortPriority(1)
        }
        .accessibilityElement(children: .combine)
        #expect(accessibilityTree(view).children.map(\.label) == ["All Wikis, 3"])
    }

    @Test("accessibilityAction runs the default action; named actions are listed by name")
    func actions() {
        var log: [String] = []
        let view = Text("Card")
            .accessibilityAction { log.append("default") }
            .accessibilityAction(named: "Delete") { log.append("delete") }
            .accessibilityAction(.escape) { log.append("escape") }
        let element = accessibilityTree(view).children.first
        #expect(element?.actionKinds == [.default, AccessibilityActionKind(named: Text("Delete")), .escape])
        #expect(accessibilityDump(view).contains(#"actions(default, "Delete", escape)"#))
        element?.perform()
        element?.perform(AccessibilityActionKind(named: Text("Delete")))
        element?.perform(.escape)
        #expect(element?.perform(.magicTap) == false)
        #expect(log == ["default", "delete", "escape"])
    }

    @Test("accessibilityAdjustableAction makes an element adjustable, called with the direction")
    func adjustable() {
        var directions: [AccessibilityAdjustmentDirection] = []
        let element = accessibilityTree(Text("Rating").accessibilityAdjustableAction { directions.append($0) }).children.first
        #expect(element?.isAdjustable == true)
        element?.adjust(.increment)
        element?.adjust(.decrement)
        #expect(directions == [.increment, .decrement])
    }

    @Test("The iOS 13 accessibility(…) modifiers do what their new names do")
    func iOS13Names() {
        let view = VStack {
            Text("A").accessibility(label: Text("Label")).accessibility(value: Text("Value")).accessibility(hint: Text("Hint"))
                .accessibility(identifier: "id").accessibility(addTraits: .isHeader)
            Text("B").accessibility(hidden: true)
            Button("C") {}.accessibility(removeTraits: .isButton).accessibility(sortPriority: 2)
        }
        let elements = accessibilityTree(view).children
        #expect(elements.map(\.label) == ["C", "Label"])
        #expect(elements.last?.value == "Value" && elements.last?.hint == "Hint" && elements.last?.identifier == "id")
        #expect(elements.last?.role == .header)
    }

    @Test("A disabled button is not enabled and does not act")
    func disabled() {
        var tapped = false
        let element = accessibilityTree(Button("Go") { tapped = true }.disabled(true)).children.first
        #expect(element?.isEnabled == false)
        #expect(element?.perform() == false)
        #expect(!tapped)
    }
}
