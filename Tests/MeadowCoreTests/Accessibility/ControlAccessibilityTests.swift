import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Los Angeles time, US English, the Gregorian calendar: the dates below are read there.
private let zone = TimeZone(identifier: "America/Los_Angeles")!

private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

extension View {
    /// The view in US English in Los Angeles, today being Sunday 6 December 2026.
    fileprivate func inLosAngeles() -> some View {
        environment(\.timeZone, zone)
            .environment(\.locale, Locale(identifier: "en_US"))
            .environment(\.calendar, Calendar(identifier: .gregorian))
            .environment(\.now, { date(2026, 12, 6, 12) })
    }
}

/// A view holding `value` as its state, showing `content` bound to it, so a change through the binding updates it.
private struct Stateful<Value, Content: View>: View {
    @State var value: Value
    @ViewBuilder let content: (Binding<Value>) -> Content

    var body: some View { content($value) }
}

extension Box {
    /// A binding that reads and writes the box's value, so a test sees what a control wrote.
    fileprivate var binding: Binding<Value> {
        Binding(get: { self.value }, set: { self.value = $0 })
    }
}

/// A date picker of `style` for the date part, over state that starts at `day`'s date and writes each change to
/// `day` too, read in Los Angeles.
@MainActor
private func datePicker<Style: DatePickerStyle>(_ title: String, recording day: Box<Date>, style: Style) -> some View {
    Stateful(value: day.value) { selection in
        DatePicker(title, selection: Binding(get: { selection.wrappedValue }, set: { selection.wrappedValue = $0; day.value = $0 }), displayedComponents: .date)
            .datePickerStyle(style)
    }
    .inLosAngeles()
}

/// The controls whose labels iOS does not draw, and the states and values VoiceOver reads of them: a slider and a
/// wheel named by their labels, a stepper's count, a calendar's days, a palette's options, a disclosure group
/// expanded or collapsed (Apple's accessibility fundamentals: SwiftUI "provides basic accessibility labels and
/// values by default" for its controls; UIKit's `accessibilityValue` of a `UIStepper` is its count).
@MainActor
@Suite("Controls read as VoiceOver reads them")
struct ControlAccessibilityTests {
    @Test("A Slider is named by its label, which it does not draw; its value labels are not read")
    func sliderLabel() {
        let volume = Slider(value: .constant(0.5), in: 0...1) { Text("Volume") }
        #expect(accessibilityDump(volume) == #"slider "Volume" value="50%" adjustable (0, 84.5, 200, 31)"#)
        let rating = Slider(value: .constant(2.0), in: 1...5, step: 1) {
            Text("Rating")
        } minimumValueLabel: {
            Text("1")
        } maximumValueLabel: {
            Text("5")
        }
        #expect(accessibilityDump(rating) == #"slider "Rating" value="25%" adjustable (0, 84.5, 200, 31)"#)
        let older = Slider(value: .constant(0.2), onEditingChanged: { _ in }) { Label("Brightness", systemImage: "sun.max") }
        #expect(accessibilityTree(older).children.map(\.label) == ["Brightness"])
        #expect(accessibilityTree(Slider(value: .constant(0.2))).children.map(\.label) == [""])
    }

    @Test("A Stepper of a number says its count within its bounds, which adjusting moves; one of actions has none")
    func stepperValue() {
        let count = Box(3)
        let view = Stepper("Quantity: \(count.value)", value: count.binding, in: 0...10)
        #expect(accessibilityDump(view, width: 300) == #"stepper "Quantity: 3" adjustable number=3 in 0...10 by 1 (0, 84, 300, 32)"#)
        accessibilityTree(view, width: 300).children.first?.adjust(.increment)
        #expect(count.value == 4)
        let degrees = Stepper("Temperature", value: .constant(20.0), step: 2.5)
        #expect(accessibilityTree(degrees, width: 300).children.first?.numericValue?.description == "20 in -inf...inf by 2.5")
        let actions = Stepper("Actions", onIncrement: {}, onDecrement: nil)
        #expect(accessibilityTree(actions, width: 300).children.first?.numericValue == nil)
    }

    @Test("A circular Gauge, which does not draw its label, is named by it, with its current value label")
    func circularGauge() {
        let gauge = Gauge(value: 0.6) { Text("Speed") } currentValueLabel: { Text("60") }
            .gaugeStyle(.accessoryCircularCapacity)
        #expect(accessibilityDump(gauge) == #"progressIndicator "Speed, 60" value="60%" (71, 71, 58, 58)"#)
        let linear = Gauge(value: 0.25) { Text("Battery") }
        #expect(accessibilityTree(linear).children.map(\.label) == ["Battery"])
    }

    @Test("A DisclosureGroup's header is a button collapsed, then expanded by its action, its content read after it")
    func disclosureGroup() throws {
        let view = DisclosureGroup("Details") { Text("Hidden until expanded") }
        let driver = InteractionDriver(view, device: canvas(300, 200))
        #expect(driver.accessibilityTree.children.first?.description == """
            group "" (0, 78, 300, 44)
              button "Details" actions(default) collapsed (0, 78, 300, 44)
            """)
        try #require(driver.accessibilityTree.node(label: "Details")).perform()
        driver.settle()
        let group = try #require(driver.accessibilityTree.children.first)
        #expect(group.children.map(\.label) == ["Details", "Hidden until expanded"])
        #expect(group.children.first?.isExpanded == true)
    }

    @Test("A wheel Picker is one adjustable picker wheel named by its label, valued with its chosen row")
    func wheelPicker() throws {
        let view = Stateful(value: "Vanilla") { flavor in
            Picker("Flavor", selection: flavor) {
                ForEach(["Chocolate", "Vanilla", "Strawberry"], id: \.self) { Text($0) }
            }
            .pickerStyle(.wheel)
        }
        let driver = InteractionDriver(view, device: canvas(300, 300))
        #expect(driver.accessibilityTree.children.first?.description
            == #"pickerWheel "Flavor" value="Vanilla" adjustable number=1 in 0...2 by 1 (0, 42, 300, 216)"#)
        try #require(driver.accessibilityTree.children.first).adjust(.increment)
        driver.settle()
        #expect(driver.accessibilityTree.children.first?.value == "Strawberry")
        #expect(driver.accessibilityTree.children.first?.numericValue?.current == 2)
    }

    @Test("A wheel DatePicker is a group named by its label, holding a picker wheel for each part of the date")
    func wheelDatePicker() throws {
        let day = Box(date(2026, 12, 7, 9, 41))
        let driver = InteractionDriver(datePicker("Meeting", recording: day, style: .wheel), device: canvas(393, 300))
        let group = try #require(driver.accessibilityTree.children.first)
        #expect(group.role == .group && group.label == "Meeting")
        #expect(group.children.map { "\($0.role) \($0.label): \($0.value ?? "")" } == [
            "pickerWheel Month: December", "pickerWheel Day: 7", "pickerWheel Year: 2026",
        ])
        group.children[1].adjust(.decrement)
        driver.settle()
        #expect(day.value == date(2026, 12, 6, 9, 41))
        #expect(driver.accessibilityTree.children.first?.children[1].value == "6")
    }

    @Test("A graphical DatePicker's days are buttons named by their full date, the chosen one selected; the chevrons name the months they go to")
    func calendar() throws {
        let day = Box(date(2026, 12, 15, 9, 41))
        let driver = InteractionDriver(datePicker("Date", recording: day, style: .graphical), device: canvas(393, 500))
        let buttons = driver.accessibilityTree.allNodes.filter { $0.role == .button }
        #expect(buttons.count == 2 + 31)
        #expect(buttons.prefix(3).map(\.label) == ["Previous Month", "Next Month", "Tuesday, December 1"])
        let selected = buttons.filter { $0.traits.contains(.isSelected) }
        #expect(selected.map(\.label) == ["Tuesday, December 15"])
        try #require(driver.accessibilityTree.node(label: "Monday, December 7")).perform()
        driver.settle()
        #expect(day.value == date(2026, 12, 7, 9, 41))
        #expect(driver.accessibilityTree.allNodes.filter { $0.traits.contains(.isSelected) }.map(\.label) == ["Monday, December 7"])
        try #require(driver.accessibilityTree.node(label: "Next Month")).perform()
        driver.settle()
        #expect(driver.accessibilityTree.allNodes.contains { $0.label == "Friday, January 1" })
    }

    @Test("A graphical DatePicker's days out of its range are disabled")
    func calendarRange() throws {
        let view = DatePicker("Date", selection: .constant(date(2026, 12, 15)), in: ...date(2026, 12, 20), displayedComponents: .date)
            .datePickerStyle(.graphical)
            .inLosAngeles()
        let tree = InteractionDriver(view, device: canvas(393, 500)).accessibilityTree
        #expect(try #require(tree.node(label: "Sunday, December 20")).isEnabled)
        #expect(try !#require(tree.node(label: "Monday, December 21")).isEnabled)
    }

    @Test("A palette Picker's options read apart: a text, a symbol's spoken name, a colour's name; the chosen one selected")
    func palette() throws {
        let symbols = Picker("Symbol", selection: .constant("heart")) {
            ForEach(["star", "heart"], id: \.self) { Image(systemName: $0) }
            Text("None").tag("none")
        }
        .pickerStyle(.palette)
        let read = accessibilityTree(symbols, width: 300).children
        #expect(read.map { "\($0.role) \($0.label) \($0.traits.contains(.isSelected))" } == [
            "button Favorite false", "button Love true", "button None false",
        ])
        let choice = Box(Color.red)
        let colors = Picker("Color", selection: choice.binding) {
            ForEach([Color.red, .blue, Color(red: 0.1, green: 0.2, blue: 0.05)], id: \.self) { $0 }
        }
        .pickerStyle(.palette)
        let swatches = accessibilityTree(colors, width: 300).children
        #expect(swatches.map(\.label) == ["Red", "Blue", "Dark Green"])
        #expect(swatches.map { $0.traits.contains(.isSelected) } == [true, false, false])
        swatches[1].perform()
        #expect(choice.value == .blue)
    }

    @Test("accessibilityRepresentation reads a custom control as the standard one it stands for, acting on its state")
    func representation() {
        let isOn = Box(false)
        let view = Circle()
            .fill(isOn.value ? Color.green : Color.gray)
            .frame(width: 40, height: 40)
            .onTapGesture { isOn.value.toggle() }
            .overlay { Text("On") }
            .accessibilityRepresentation { Toggle("Lights", isOn: isOn.binding) }
            .accessibilityIdentifier("lights")
        // The toggle is laid out over the 40-point circle at its own least size, 59 × 31, centred.
        #expect(accessibilityDump(view) == #"toggle "Lights" value="0" #lights actions(default) (70.5, 84.5, 59, 31)"#)
        accessibilityTree(view).children.first?.perform()
        #expect(isOn.value)
    }
}
