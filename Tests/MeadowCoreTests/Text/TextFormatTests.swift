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
}
