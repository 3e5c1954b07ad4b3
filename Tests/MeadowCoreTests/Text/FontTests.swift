import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// SwiftUI's `Font` constructors and modifiers, at the Large (default) Dynamic Type size.
@MainActor
@Suite("Font")
struct FontTests {
    @Test("system(size:weight:design:) is regular and of the default design unless told")
    func systemOfSize() {
        let plain = Font.system(size: 20)
        #expect(plain.size == 20 && plain.weight == .regular && plain.design == .default && plain.familyName == nil)
        let serif = Font.system(size: 20, weight: .bold, design: .serif)
        #expect(serif.weight == .bold && serif.design == .serif)
    }

    @Test("system(_:design:weight:) keeps the style's size and, unless told, its weight")
    func systemOfStyle() {
        let title = Font.system(.title, design: .rounded, weight: .heavy)
        #expect(title.size == 28 && title.weight == .heavy && title.design == .rounded)
        #expect(Font.system(.headline).weight == .semibold)
        #expect(Font.system(.headline, design: .monospaced) == Font.headline.monospaced())
    }

    @Test("custom(_:size:), custom(_:size:relativeTo:) and custom(_:fixedSize:) name a family at the size given")
    func custom() {
        let avenir = Font.custom("Avenir Next", size: 18)
        #expect(avenir.familyName == "Avenir Next" && avenir.size == 18 && avenir.weight == .regular)
        #expect(Font.custom("Avenir Next", size: 18, relativeTo: .title).size == 18)
        #expect(Font.custom("Avenir Next", fixedSize: 18).size == 18)
        #expect(avenir.bold().weight == .bold)
        #expect(avenir.weight(.light).italic().isItalic)
    }

    @Test("monospaced() switches to the monospaced design; monospacedDigit() only sets digits at one width")
    func monospaced() {
        #expect(Font.body.monospaced().design == .monospaced)
        let digits = Font.body.monospacedDigit()
        #expect(digits.hasMonospacedDigits && digits.design == .default && digits.size == 17)
    }

    @Test(
        "leading(_:) takes 2 points from each line for tight and adds 2 for loose (two lines of body text)",
        arguments: [(Font.Leading.standard, CGFloat(34)), (.tight, 30), (.loose, 38)])
    func leading(leading: Font.Leading, height: CGFloat) {
        let tree = layout(Text("one\ntwo").font(.body.leading(leading)), width: 300, height: 200)
        expectSize(tree.node(text: "one\ntwo"), CGSize(width: 25.5, height: height))
    }
}
