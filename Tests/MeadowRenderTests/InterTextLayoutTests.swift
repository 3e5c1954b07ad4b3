import CCairo
import CPango
import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// Text laid out in Inter by Pango: its metrics depend on the font, so these tests compare a Text with its own
/// measured sizes rather than with fixed numbers (MeadowCoreTests assert exact frames with fixed metrics).
@MainActor
@Suite("Text layout in Inter")
struct InterTextLayoutTests {
    static let sentence = "The quick brown fox jumps over the lazy dog"

    /// The single-line size of `string` in the body font.
    func ideal(_ string: String) -> CGSize {
        idealSize(of: Text(string))
    }

    @Test("A Text's ideal size is one line, and it keeps that size when offered more")
    func idealIsSingleLine() throws {
        // §3: ideal size = natural single-line width; a wider proposal changes nothing.
        let line = ideal(Self.sentence)
        #expect(line.width > 0 && line.height > 0)
        let tree = layout(Text(Self.sentence), width: line.width + 200, height: 400)
        expectFrame(tree.node(text: Self.sentence), rect(100, 200 - line.height / 2, line.width, line.height))
    }

    @Test("A Text wraps at a narrow width and grows by whole lines", arguments: [CGFloat(0.6), 0.4, 0.25])
    func wrapsInWholeLines(fraction: CGFloat) throws {
        // §3: a finite width wraps at word boundaries and the height grows, one line height per line.
        let line = ideal(Self.sentence)
        let width = (line.width * fraction).rounded()
        let tree = layout(Text(Self.sentence).frame(width: width), width: 400, height: 400)
        let text = try #require(tree.node(text: Self.sentence)).frame
        #expect(text.width <= width + frameTolerance)
        let lines = (text.height / line.height).rounded()
        #expect(lines >= 2)
        #expect(
            isClose(text.height, lines * line.height), "\(text.height) is not a whole number of \(line.height) lines")
    }

    @Test("Narrower proposals never give a Text fewer lines")
    func narrowerIsTaller() throws {
        // §3: the height grows as the width shrinks.
        let line = ideal(Self.sentence)
        let heights = [0.8, 0.5, 0.3].map { fraction -> CGFloat in
            layout(Text(Self.sentence), width: line.width * fraction, height: 600).node(text: Self.sentence)?.frame
                .height ?? 0
        }
        #expect(heights[0] < heights[1] && heights[1] < heights[2], "\(heights)")
    }

    @Test("Pango reads Inter's vertical metrics: ascender, descender, cap height and no line gap")
    func interFontMetrics() throws {
        // §1.6 needs the font's metrics; Inter's are 0.96875 em up, 0.2415 em down, capitals 0.7273 em, no
        // line gap (its font tables, to Pango's 1/1024-point units).
        let metrics = try PangoTextSystem().fontMetrics(
            of: TextStyleRun("Hg", font: .system(size: 17), lineLimit: nil, alignment: .leading))
        #expect(abs(metrics.ascender - 0.96875 * 17) < 0.01, "\(metrics)")
        #expect(abs(metrics.descender + 0.2415 * 17) < 0.01, "\(metrics)")
        #expect(abs(metrics.capHeight - 0.7273 * 17) < 0.01, "\(metrics)")
        #expect(metrics.leading == 0)
    }

    @Test("The vertical metrics read from HarfBuzz are Pango's own, at every weight and several sizes, upright and italic")
    func fontMetricsMatchPango() throws {
        let textSystem = try PangoTextSystem()
        let context = try #require(pango_font_map_create_context(pango_cairo_font_map_get_default()))
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        for weight in weights {
            for size: CGFloat in [9, 11, 13.5, 17, 22, 34, 76] {
                for italic in [false, true] {
                    var font = Font.system(size: size, weight: weight)
                    if italic { font = font.italic() }
                    let run = TextStyleRun("H", font: font, lineLimit: nil, alignment: .leading)
                    let description = pango_font_description_new()
                    defer { pango_font_description_free(description) }
                    pango_font_description_set_family(description, PangoTextSystem.family)
                    pango_font_description_set_absolute_size(description, Double(size) * Double(PANGO_SCALE))
                    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(run.fontWeight)))
                    pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
                    let pango = try #require(pango_context_get_metrics(context, description, nil))
                    defer { pango_font_metrics_unref(pango) }
                    let ascent = CGFloat(pango_font_metrics_get_ascent(pango)) / CGFloat(PANGO_SCALE)
                    let descent = CGFloat(pango_font_metrics_get_descent(pango)) / CGFloat(PANGO_SCALE)
                    let height = CGFloat(pango_font_metrics_get_height(pango)) / CGFloat(PANGO_SCALE)
                    let metrics = textSystem.fontMetrics(of: run)
                    #expect(metrics.ascender == ascent, "\(weight) \(size) italic: \(italic)")
                    #expect(metrics.descender == -descent, "\(weight) \(size) italic: \(italic)")
                    #expect(metrics.leading == max(height - ascent - descent, 0), "\(weight) \(size) italic: \(italic)")
                }
            }
        }
    }

    @Test("In a VStack two Texts in Inter touch, and a colour below one is its edgeBelowText away")
    func interTextSpacing() throws {
        // §1.6: text↔text is the leading, 0 in Inter; text above a plain view is max(line spacing − cap height,
        // text spacing + descender), the text spacing being a tenth of the line height rounded up to the pixel
        // (0.5 at scale 2): for 17-point Inter 3, 23.07421875 − 12.36328125 = 10.7109375.
        let font = try PangoTextSystem().fontMetrics(
            of: TextStyleRun("Longer", font: .body, lineLimit: nil, alignment: .leading))
        let textSpacing = (font.lineHeight / 10 * 2).rounded(.up) / 2
        let below = max(font.lineHeight + textSpacing - font.capHeight, textSpacing - font.descender)
        let tree = layout(
            VStack {
                Text("Short")
                Text("Longer")
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("color")
            }, width: 400, height: 400)
        let short = try #require(tree.node(text: "Short")).frame
        let longer = try #require(tree.node(text: "Longer")).frame
        let color = try #require(tree.node(identifier: "color")).frame
        #expect(isClose(longer.minY, short.maxY))
        #expect(isClose(color.minY - longer.maxY, below), "\(color.minY - longer.maxY) is not \(below)")
    }

    @Test("A Text proposed zero width is zero by zero")
    func zeroWidthIsZero() {
        // §3 / §1.4: proposing width 0 gives length 0 and sizeThatFits(.zero) gives .zero.
        let tree = layout(Text("Hello").frame(width: 0).accessibilityIdentifier("frame"), width: 200, height: 100)
        expectFrame(tree.node(identifier: "frame"), rect(100, 50, 0, 0))
        expectSize(tree.node(text: "Hello"), .zero)
    }

    @Test("lineLimit(1) keeps a Text on one line at a narrow width")
    func lineLimitOne() throws {
        // §3 lineLimit: height with a limit of n lines is n line heights; the line truncates within the width.
        let line = ideal(Self.sentence)
        let width = (line.width * 0.4).rounded()
        let tree = layout(Text(Self.sentence).lineLimit(1).frame(width: width), width: 400, height: 400)
        let text = try #require(tree.node(text: Self.sentence)).frame
        #expect(isClose(text.height, line.height))
        #expect(text.width <= width + frameTolerance)
    }

    @Test("lineLimit(2) stops a Text at two lines")
    func lineLimitTwo() throws {
        // §3: Height with a limit = lines × lineHeight.
        let line = ideal(Self.sentence)
        let tree = layout(
            Text(Self.sentence).lineLimit(2).frame(width: (line.width * 0.25).rounded()), width: 400, height: 400)
        let text = try #require(tree.node(text: Self.sentence)).frame
        #expect(isClose(text.height, 2 * line.height))
    }

    @Test("minimumScaleFactor shrinks a one-line Text to fit a narrower width")
    func minimumScaleFactorShrinks() throws {
        // §3 minimumScaleFactor: the font can shrink down to factor × size before the text truncates.
        let string = "Temperature"
        let line = ideal(string)
        let width = (line.width * 0.7).rounded()
        let tree = layout(
            Text(string).lineLimit(1).minimumScaleFactor(0.5).frame(width: width), width: 400, height: 400)
        let text = try #require(tree.node(text: string)).frame
        #expect(text.width <= width + frameTolerance)
        #expect(text.height < line.height, "a smaller font makes a shorter line")
        #expect(text.height >= 0.5 * line.height, "no smaller than half size")
    }

    @Test("minimumScaleFactor leaves a Text that fits at full size")
    func minimumScaleFactorOnlyWhenNeeded() throws {
        // §3: the default factor is 1 and scaling is only used when the text does not fit.
        let string = "Temperature"
        let line = ideal(string)
        let tree = layout(Text(string).lineLimit(1).minimumScaleFactor(0.5), width: line.width + 100, height: 400)
        expectSize(tree.node(text: string), line)
    }

    @Test("In a fixed-size VStack a Text keeps its single-line width")
    func textInFixedStack() throws {
        // §1.2 case B: the stack proposes nil, so Text takes its ideal size; the stack is as wide as the widest.
        let a = ideal("Short")
        let b = ideal(Self.sentence)
        let tree = layout(
            VStack(alignment: .leading) {
                Text("Short")
                Text(Self.sentence)
            }.fixedSize(), width: 1000, height: 400)
        let stack = try #require(tree.node(kind: .vStack)).frame
        #expect(isClose(stack.width, max(a.width, b.width)))
        expectFrame(tree.node(text: "Short"), CGRect(origin: stack.origin, size: a))
    }

    @Test("A word too long for its line breaks between characters with no hyphen, as iOS: \"Kitch\" over \"en\"")
    func longWordBreaksWithoutHyphen() throws {
        // A card just wide enough for "Kitch": iOS puts the rest on the next line and draws no hyphen; Pango's
        // default would break before the hyphen fits ("Kitc-").
        let kitch = ideal("Kitch")
        let line = ideal("Kitchen")
        let tree = layout(Text("Kitchen").frame(width: kitch.width), width: 400, height: 400)
        expectFrame(tree.node(text: "Kitchen"), rect(200 - kitch.width / 2, 200 - line.height, kitch.width, 2 * line.height))
        let run = TextStyleRun("Kitchen", font: .body, lineLimit: nil, alignment: .leading)
        let lines = try PangoTextSystem().lineMetrics(of: run, width: kitch.width, maxLines: nil)
        #expect(lines.map { String(run.string[$0.range]) } == ["Kitch", "en"])
    }
}

// The layout helpers of MeadowCoreTests, with text measured by Pango.

private let frameTolerance: CGFloat = 1e-9

private func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

private func isClose(_ a: CGFloat, _ b: CGFloat) -> Bool {
    a == b || abs(a - b) <= frameTolerance
}

private func expectFrame(_ node: LayoutNode?, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    let frame = node?.frame ?? .null
    #expect(
        isClose(frame.minX, expected.minX) && isClose(frame.minY, expected.minY) && isClose(frame.width, expected.width)
            && isClose(frame.height, expected.height), "\(frame) is not \(expected)", sourceLocation: sourceLocation)
}

private func expectSize(_ node: LayoutNode?, _ expected: CGSize, sourceLocation: SourceLocation = #_sourceLocation) {
    let size = node?.frame.size ?? CGSize(width: -1, height: -1)
    #expect(
        isClose(size.width, expected.width) && isClose(size.height, expected.height), "\(size) is not \(expected)",
        sourceLocation: sourceLocation)
}

/// `view` laid out in Inter as the root of a canvas of `width`×`height` points with no safe area.
@MainActor
private func layout<V: View>(_ view: V, width: CGFloat, height: CGFloat) -> LayoutNode {
    ViewHarness(view, size: CGSize(width: width, height: height)).layoutTree
}

/// The size `view` takes in Inter for an unspecified proposal, measured through `fixedSize()`.
@MainActor
private func idealSize<V: View>(of view: V) -> CGSize {
    layout(view.fixedSize(), width: 2000, height: 2000).frame.size
}
