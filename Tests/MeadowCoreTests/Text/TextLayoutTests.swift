import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Text measured with fixed metrics (`FixedMetricsTextSystem`'s defaults): in the 17-point body font every
/// character is 8.5 points wide and every line 17 points tall, so each frame below is exact.
@MainActor
@Suite("Text layout")
struct TextLayoutTests {
    /// 43 characters: 365.5 points on one line.
    static let sentence = "The quick brown fox jumps over the lazy dog"

    @Test("A Text's ideal size is one line, and it keeps that size when offered more")
    func idealIsSingleLine() throws {
        // §3: ideal size = natural single-line width; a wider proposal changes nothing.
        #expect(idealSize(of: Text(Self.sentence)) == CGSize(width: 365.5, height: 17))
        let tree = layout(Text(Self.sentence), width: 565.5, height: 400)
        expectFrame(tree.node(text: Self.sentence), rect(100, 191.5, 365.5, 17))
    }

    @Test(
        "A Text wraps at a narrow width before the word that would cross it, one line height per line",
        arguments: zip(
            [CGFloat(150), 100, 60],
            [
                // "The quick brown" / "fox jumps over" / "the lazy dog": 15 characters at most.
                rect(136.25, 174.5, 127.5, 51),
                // "The quick" / "brown fox" / "jumps over" / "the lazy" / "dog": 10 at most.
                rect(157.5, 157.5, 85, 85),
                // One word a line: "quick", "brown" and "jumps" are the widest at 5.
                rect(178.75, 123.5, 42.5, 153),
            ]))
    func wrapsInWholeLines(width: CGFloat, expected: CGRect) throws {
        // §3: a finite width wraps at word boundaries and the height grows, one line height per line.
        let tree = layout(Text(Self.sentence).frame(width: width), width: 400, height: 400)
        expectFrame(tree.node(text: Self.sentence), expected)
    }

    @Test("Narrower proposals give a Text more lines")
    func narrowerIsTaller() throws {
        // §3: the height grows as the width shrinks: 34 characters a line at 290, 21 at 180, 12 at 110.
        let heights = [CGFloat(290), 180, 110].map { width -> CGFloat in
            layout(Text(Self.sentence), width: width, height: 600).node(text: Self.sentence)?.frame.height ?? 0
        }
        #expect(heights == [34, 51, 68])
    }

    @Test("A Text proposed zero width is zero by zero")
    func zeroWidthIsZero() {
        // §3 / §1.4: proposing width 0 gives length 0 and sizeThatFits(.zero) gives .zero.
        let tree = layout(Text("Hello").frame(width: 0).accessibilityIdentifier("frame"), width: 200, height: 100)
        expectFrame(tree.node(identifier: "frame"), rect(100, 50, 0, 0))
        expectSize(tree.node(text: "Hello"), .zero)
    }

    @Test("lineLimit(1) keeps a Text on one line at a narrow width, truncated within it")
    func lineLimitOne() throws {
        // §3 lineLimit: height with a limit of n lines is n line heights; the line truncates within the width, here
        // to the 17 characters (the last an ellipsis) that fit 150 points.
        let tree = layout(Text(Self.sentence).lineLimit(1).frame(width: 150), width: 400, height: 400)
        expectFrame(tree.node(text: Self.sentence), rect(127.75, 191.5, 144.5, 17))
    }

    @Test("lineLimit(2) stops a Text at two lines")
    func lineLimitTwo() throws {
        // §3: height with a limit = lines × lineHeight; the second line ("brown fox jumps…") is truncated to the 11
        // characters that fit 100 points.
        let tree = layout(Text(Self.sentence).lineLimit(2).frame(width: 100), width: 400, height: 400)
        expectFrame(tree.node(text: Self.sentence), rect(153.25, 183, 93.5, 34))
    }

    @Test("minimumScaleFactor shrinks a one-line Text to fit a narrower width")
    func minimumScaleFactorShrinks() throws {
        // §3 minimumScaleFactor: the font can shrink down to factor × size before the text truncates. "Temperature"
        // is 93.5 points wide at full size; 65 points fit it at a scale up to 65.01 / 93.5, and seven halvings of
        // [0.5, 1] settle on 177/256: an 11.75390625-point font, 11 characters of 5.876953125 points.
        let string = "Temperature"
        let tree = layout(
            Text(string).lineLimit(1).minimumScaleFactor(0.5).frame(width: 65), width: 400, height: 400)
        expectFrame(tree.node(text: string), rect(167.6767578125, 194.123046875, 64.646484375, 11.75390625))
    }

    @Test("minimumScaleFactor leaves a Text that fits at full size")
    func minimumScaleFactorOnlyWhenNeeded() throws {
        // §3: the default factor is 1 and scaling is only used when the text does not fit.
        let string = "Temperature"
        let tree = layout(Text(string).lineLimit(1).minimumScaleFactor(0.5), width: 193.5, height: 400)
        expectFrame(tree.node(text: string), rect(50, 191.5, 93.5, 17))
    }

    @Test("In a fixed-size VStack a Text keeps its single-line width")
    func textInFixedStack() throws {
        // §1.2 case B: the stack proposes nil, so Text takes its ideal size; the stack is as wide as the widest.
        // §1.6: the two texts are the lower font's leading apart, 0 in the fixed metrics.
        let tree = layout(
            VStack(alignment: .leading) {
                Text("Short")
                Text(Self.sentence)
            }.fixedSize(), width: 1000, height: 400)
        expectFrame(tree.node(kind: .vStack), rect(317.25, 183, 365.5, 34))
        expectFrame(tree.node(text: "Short"), rect(317.25, 183, 42.5, 17))
        expectFrame(tree.node(text: Self.sentence), rect(317.25, 200, 365.5, 17))
    }
}
