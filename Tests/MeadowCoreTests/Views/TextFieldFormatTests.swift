import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// US dollars written and read as in the US, whatever the machine's locale.
private let dollars = FloatingPointFormatStyle<Double>.Currency(code: "USD", locale: Locale(identifier: "en_US"))

/// A field editing an amount in dollars, the amount shown below it, and a second field Tab moves to.
private struct AmountHost: View {
    @State private var amount = 12.5
    @State private var note = ""

    var body: some View {
        VStack(spacing: 0) {
            TextField("Amount", value: $amount, format: dollars).accessibilityIdentifier("amount")
            Text(verbatim: "value: \(amount)")
            TextField("Note", text: $note)
        }
    }
}

/// A field editing an optional count.
private struct OptionalCountHost: View {
    @State var count: Int? = 3

    var body: some View {
        VStack(spacing: 0) {
            TextField("Count", value: $count, format: .number).accessibilityIdentifier("count")
            Text(verbatim: "value: \(count.map(String.init) ?? "nil")")
        }
    }
}

/// A decimal number formatter as in the US, whatever the machine's locale.
private func decimalFormatter() -> NumberFormatter {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.locale = Locale(identifier: "en_US")
    return formatter
}

/// A field editing a distance through a number formatter, the distance shown below it, and a second field.
private struct DistanceHost: View {
    @State private var distance = 1234.5
    @State private var note = ""
    let formatter = decimalFormatter()

    var body: some View {
        VStack(spacing: 0) {
            TextField("Distance", value: $distance, formatter: formatter).accessibilityIdentifier("distance")
            Text(verbatim: "value: \(distance)")
            TextField("Note", text: $note)
        }
    }
}

/// A field editing a day through a date formatter.
private struct DayHost: View {
    @State private var day = Date(timeIntervalSince1970: 0)
    let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter
    }()

    var body: some View {
        VStack(spacing: 0) {
            TextField("Day", value: $day, formatter: formatter).accessibilityIdentifier("day")
            Text(verbatim: "value: \(day.timeIntervalSince1970)")
        }
    }
}

/// `TextField(_:value:format:)`: the field shows its value formatted and writes what was typed back, parsed, when
/// editing ends (Return or focus leaving), as SwiftUI does; not at each keystroke.
@MainActor
@Suite("TextField(_:value:format:) and TextField(_:value:formatter:)")
struct TextFieldFormatTests {
    func driver<V: View>(_ view: V) -> InteractionDriver {
        InteractionDriver(view, device: Device(name: "canvas", size: CGSize(width: 200, height: 100), safeAreaInsets: EdgeInsets(), scale: 2))
    }

    func text(_ driver: InteractionDriver, _ identifier: String) throws -> String? {
        try #require(driver.find(identifier: identifier)).text
    }

    func value(_ driver: InteractionDriver) -> String? {
        driver.layoutTree.allNodes.compactMap(\.text).first { $0.hasPrefix("value: ") }.map { String($0.dropFirst(7)) }
    }

    /// Clicks the field `identifier` and selects all its text.
    func selectAll(_ driver: InteractionDriver, _ identifier: String) throws {
        let frame = try #require(driver.find(identifier: identifier)).frame
        driver.tap(at: CGPoint(x: frame.minX + 1, y: frame.midY))
        driver.press("a", modifiers: .control)
    }

    @Test("The field shows its value as the format writes it")
    func showsFormatted() throws {
        let driver = driver(AmountHost())
        #expect(try text(driver, "amount") == "$12.50")
        #expect(value(driver) == "12.5")
    }

    @Test("Typing changes the text, not the value; Return parses it into the value and shows it formatted")
    func returnCommits() throws {
        let driver = driver(AmountHost())
        try selectAll(driver, "amount")
        driver.type("7.25")
        #expect(try text(driver, "amount") == "7.25")
        #expect(value(driver) == "12.5")
        driver.press(.return)
        #expect(value(driver) == "7.25")
        #expect(try text(driver, "amount") == "$7.25")
    }

    @Test("Focus leaving the field commits what was typed")
    func focusLeavingCommits() throws {
        let driver = driver(AmountHost())
        try selectAll(driver, "amount")
        driver.type("$3")
        driver.press(.tab)
        #expect(value(driver) == "3.0")
        #expect(try text(driver, "amount") == "$3.00")
    }

    @Test("Text that does not parse leaves the value as it was, and the field shows it formatted again")
    func unparsableKeepsTheValue() throws {
        let driver = driver(AmountHost())
        try selectAll(driver, "amount")
        driver.type("lots")
        driver.press(.return)
        #expect(value(driver) == "12.5")
        #expect(try text(driver, "amount") == "$12.50")
    }

    @Test("With an optional value, emptying the field makes it nil and nil shows the placeholder")
    func optionalValue() throws {
        let driver = driver(OptionalCountHost())
        #expect(try text(driver, "count") == "3")
        try selectAll(driver, "count")
        driver.press(.delete)
        driver.press(.return)
        #expect(value(driver) == "nil")
        #expect(try text(driver, "count") == "Count")
    }

    // MARK: TextField(_:value:formatter:)

    @Test("A formatter field shows its value as the formatter writes it, and Return reads the typed text back")
    func formatterReturnCommits() throws {
        let driver = driver(DistanceHost())
        #expect(try text(driver, "distance") == "1,234.5")
        try selectAll(driver, "distance")
        driver.type("2,000.25")
        #expect(value(driver) == "1234.5", "typing leaves the value until editing ends")
        driver.press(.return)
        #expect(value(driver) == "2000.25")
        #expect(try text(driver, "distance") == "2,000.25")
    }

    @Test("A formatter field commits when focus leaves it, and text it cannot read leaves the value")
    func formatterFocusLeavingAndUnreadable() throws {
        let driver = driver(DistanceHost())
        try selectAll(driver, "distance")
        driver.type("12")
        driver.press(.tab)
        #expect(value(driver) == "12.0")
        #expect(try text(driver, "distance") == "12")
        try selectAll(driver, "distance")
        driver.type("far")
        driver.press(.return)
        #expect(value(driver) == "12.0")
        #expect(try text(driver, "distance") == "12")
    }

    @Test("A date formatter field reads the typed day into its date")
    func dateFormatter() throws {
        let driver = driver(DayHost())
        #expect(try text(driver, "day") == "1970-01-01")
        try selectAll(driver, "day")
        driver.type("1970-01-02")
        driver.press(.return)
        #expect(value(driver) == "86400.0")
        #expect(try text(driver, "day") == "1970-01-02")
    }
}
