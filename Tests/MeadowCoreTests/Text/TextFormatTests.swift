import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

@MainActor
@Suite("Text(_:format:)")
struct TextFormatTests {
    @Test(
        "A value is shown as its format style writes it",
        arguments: [
            (Text(12.5, format: .currency(code: "USD").locale(Locale(identifier: "en_US"))), "$12.50"),
            (Text(0.15, format: .percent.locale(Locale(identifier: "en_US"))), "15%"),
            (Text(1234, format: .number.locale(Locale(identifier: "en_US"))), "1,234"),
        ])
    func formatted(text: Text, expected: String) {
        let tree = LayoutHarness(text, size: CGSize(width: 200, height: 100)).layoutTree
        #expect(tree.node(text: expected) != nil, "\(tree)")
    }

    @Test("A number is written by its format style in the format's locale")
    func number() {
        // [APPLE:text/init(_:format:)]: creates a text view that displays the formatted representation of a value.
        #expect(Text(1234.5, format: .number.locale(Locale(identifier: "en_US"))).string == "1,234.5")
        #expect(Text(0.25, format: .percent.locale(Locale(identifier: "en_US"))).string == "25%")
    }

    @Test("A formatted text lays out as the same string does")
    func layoutMatchesString() {
        let tree = layout(Text(42, format: .number), width: 400, height: 100)
        let node = tree.node(text: "42")
        // FixedMetricsTextSystem: two characters half the 17-point body size wide, one line as tall as the size.
        #expect(node?.frame == CGRect(x: 191.5, y: 41.5, width: 17, height: 17))
    }

    @Test("A date is written by a DateFormatter, in Text(_:formatter:) and in an interpolation, as Xcode's Core Data template shows it")
    func dateFormatter() {
        // [APPLE:text/init(_:formatter:)]: a text view that displays the formatted representation of a reference
        // convertible value (swift-corelibs-foundation's Date is not one; Meadow takes it anyway).
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .short
        formatter.timeStyle = .none
        let date = Date(timeIntervalSince1970: 1_718_366_400)  // 14 June 2024, noon UTC
        #expect(Text(date, formatter: formatter).string == "6/14/24")
        #expect(Text("Item at \(date, formatter: formatter)").string == "Item at 6/14/24")
    }
}
