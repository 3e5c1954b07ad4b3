import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A square as wide as a `@ScaledMetric` value of 17 points scaled as `style`, and one of 10 points scaled as body.
private struct ScaledSquares: View {
    @ScaledMetric(relativeTo: .largeTitle) private var titleSide = 34.0
    @ScaledMetric private var bodySide: CGFloat = 10

    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: titleSide, height: 1).accessibilityIdentifier("title")
            Color.blue.frame(width: bodySide, height: 1).accessibilityIdentifier("body")
        }
    }
}

/// Text styles at each Dynamic Type size, as Apple's Human Interface Guidelines (Typography) list them for iOS.
/// Text is measured with fixed metrics: a line is as tall as the font size.
@MainActor
@Suite("Dynamic Type")
struct DynamicTypeTests {
    /// The height of one line of `font` at `size`: its point size.
    private func lineHeight(_ font: Font, at size: DynamicTypeSize) -> CGFloat? {
        layout(Text("Meadow").font(font).dynamicTypeSize(size), width: 800, height: 400).node(text: "Meadow")?.frame.height
    }

    @Test(
        "A text style takes its size from Apple's table at each Dynamic Type size",
        arguments: [
            (Font.body, DynamicTypeSize.xSmall, CGFloat(14)), (.body, .large, 17), (.body, .xxxLarge, 23),
            (.body, .accessibility5, 53), (.largeTitle, .xSmall, 31), (.largeTitle, .accessibility3, 52),
            (.title, .accessibility5, 58), (.headline, .accessibility1, 28), (.footnote, .medium, 12),
            (.caption2, .accessibility5, 40), (.subheadline, .xLarge, 17), (.title3.bold(), .accessibility2, 37),
        ])
    func textStyleSizes(font: Font, size: DynamicTypeSize, points: CGFloat) {
        #expect(lineHeight(font, at: size) == points)
    }

    @Test("Text with no font of its own is body text, and takes body's size")
    func defaultBody() {
        let tree = layout(Text("Meadow").dynamicTypeSize(.accessibility3), width: 800, height: 400)
        #expect(tree.node(text: "Meadow")?.frame.height == 40)
    }

    @Test("A custom font grows in its text style's proportion; system(size:) and custom(_:fixedSize:) keep their size")
    func customAndFixedFonts() {
        #expect(lineHeight(.custom("Avenir Next", size: 34), at: .accessibility5) == 106, "34 × 53/17, as body")
        #expect(lineHeight(.custom("Avenir Next", size: 14, relativeTo: .title), at: .accessibility3) == 24, "14 × 48/28")
        #expect(lineHeight(.custom("Avenir Next", fixedSize: 18), at: .accessibility5) == 18)
        #expect(lineHeight(.system(size: 18), at: .xSmall) == 18)
    }

    @Test("A text field's text grows with the Dynamic Type size too")
    func textField() {
        func height(_ size: DynamicTypeSize) -> CGFloat? {
            let field = TextField("Title", text: .constant("")).accessibilityIdentifier("field")
            return layout(field.dynamicTypeSize(size), width: 400, height: 400).node(identifier: "field")?.frame.height
        }
        #expect(height(.large).map { $0 + 11 } == height(.accessibility1), "a line of 28 points instead of 17")
    }

    @Test("@ScaledMetric scales its value as its text style's size changes: body unless told")
    func scaledMetric() {
        for (size, title, body) in [
            (DynamicTypeSize.large, CGFloat(34), CGFloat(10)), (.xSmall, 31, 10 * 14 / 17), (.accessibility5, 60, 10 * 53 / 17),
        ] {
            let tree = layout(ScaledSquares().dynamicTypeSize(size), width: 400, height: 400)
            #expect(tree.node(identifier: "title")?.frame.width == title, "largeTitle-relative at \(size)")
            #expect(isClose(tree.node(identifier: "body")?.frame.width ?? 0, body), "body-relative at \(size)")
        }
    }

    @Test("sizeCategory follows the same table: accessibilityExtraExtraExtraLarge is accessibility5")
    func sizeCategory() {
        let tree = layout(
            Text("Meadow").font(.body).environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge), width: 800, height: 400)
        #expect(tree.node(text: "Meadow")?.frame.height == 53)
    }
}
