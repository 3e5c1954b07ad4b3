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

    @Test("A literal can be an AttributedString on Linux, which is why Text's overload for one is disfavoured")
    func literalPremise() {
        // With the overload undisfavoured, `Text("Hello")` took it over the key's (whose table, bundle and comment
        // arguments default) and skipped the look-up; which overload a plain literal takes shows only with a
        // table in `Bundle.main` (Examples/Tally's French snapshot).
        #expect((AttributedString.self as Any.Type) is any ExpressibleByStringLiteral.Type)
    }
}
