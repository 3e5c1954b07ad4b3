import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

@MainActor
@Suite("Text(AttributedString)")
struct TextAttributedStringTests {
    @Test("An attributed string shows its characters, joined across its runs")
    func characters() {
        // [APPLE:text/init(_:)-(attributedstring)]: creates a text view that displays styled attributed content.
        var greeting = AttributedString("Hello,")
        greeting.link = URL(string: "https://example.com")
        let text = Text(greeting + AttributedString(" world"))
        #expect(text.string == "Hello, world")
    }

    @Test("An attributed text lays out as its whole string in the view's font")
    func layout() {
        let tree = MeadowCoreTests.layout(Text(AttributedString("Hi there")), width: 400, height: 100)
        // FixedMetricsTextSystem: eight characters half the 17-point body size wide, one line as tall as the size.
        #expect(tree.node(text: "Hi there")?.frame == CGRect(x: 166, y: 41.5, width: 68, height: 17))
    }
}
