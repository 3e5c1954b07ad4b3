import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import MeadowCairo

/// One line of each styling SwiftUI's `Text` modifiers and font designs give, on a white card.
private struct StylingSheet: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Buy oat milk").strikethrough()
            Text("Terms and conditions").underline()
            Text("Dashed red underline").underline(pattern: .dash, color: .red)
            Text("An italic aside").italic()
            Text("Bold headline").bold()
            Text("TRACKED CAPITALS").font(.caption).tracking(3)
            Text("Serif: New York's stand-in").fontDesign(.serif)
            Text("Rounded: 12:45").font(.system(.body, design: .rounded))
            Text("Monospaced: 0123456789").monospaced()
            Text("Missing font falls back").font(.custom("No Such Family", size: 17))
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("E = mc")
                Text("2").font(.caption).baselineOffset(7)
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.white)
    }
}

/// The rows of `a` and `b` that differ, and the columns, each as a range; `nil` when the images are the same.
@MainActor
private func difference(_ a: CairoImage, _ b: CairoImage) -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>)? {
    var rows: [Int] = []
    var columns: [Int] = []
    for y in 0..<a.height {
        for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
            rows.append(y)
            columns.append(x)
        }
    }
    guard let top = rows.min(), let bottom = rows.max(), let left = columns.min(), let right = columns.max() else {
        return nil
    }
    return (top...bottom, left...right)
}

/// Lines through and under text, spacing and font designs drawn by Pango and Cairo.
@MainActor
@Suite("Text decoration rendering")
struct TextDecorationRenderingTests {
    let snapshots = SnapshotAssertion()
    static let canvas = CGSize(width: 200, height: 60)

    /// "Meadow" at 24 points, left-aligned on a 200×60 canvas at scale 2, styled by `style`.
    static func image(_ style: (Text) -> Text) -> CairoImage {
        let text = style(Text("Meadow").font(.system(size: 24)))
        return ViewHarness(text.frame(maxWidth: .infinity, alignment: .leading), size: canvas).renderImage()
    }

    @Test("Strikethrough, underline, italic, bold, tracking, the serif, rounded and monospaced designs and a missing custom font")
    func stylingSheet() {
        let harness = ViewHarness(StylingSheet(), size: CGSize(width: 320, height: 340))
        snapshots.assertMatches(harness.renderImage(), named: "text-styling")
    }

    @Test("An underline is drawn across the text's width below its strikethrough, which crosses the letters")
    func lineRows() throws {
        let plain = Self.image { $0 }
        let underline = try #require(difference(plain, Self.image { $0.underline() }))
        let strikethrough = try #require(difference(plain, Self.image { $0.strikethrough() }))
        // The text's 24-point line is 29 points (58 pixels) tall, centred: from y = 1 to 59 in points.
        #expect(underline.rows.lowerBound > strikethrough.rows.upperBound)
        #expect(underline.rows.count <= 6, "one thin line, not the glyphs: rows \(underline.rows)")
        #expect(strikethrough.rows.count <= 6, "one thin line, not the glyphs: rows \(strikethrough.rows)")
        #expect(underline.columns.lowerBound <= 2 && underline.columns.count > 150, "columns \(underline.columns)")
    }

    @Test("A line's colour is its own when given, and a dashed line leaves gaps along its row")
    func lineColourAndDashes() throws {
        let plain = Self.image { $0 }
        let red = Self.image { $0.underline(color: .red) }
        let rows = try #require(difference(plain, red)).rows
        let y = (rows.lowerBound + rows.upperBound) / 2
        let pixel = red.pixel(x: 40, y: y)
        #expect(pixel.red > 200 && pixel.green < 60 && pixel.blue < 60, "\(pixel)")
        let dashed = Self.image { $0.underline(pattern: .dash) }
        let solid = Self.image { $0.underline() }
        let gaps = (0..<120).filter { dashed.pixel(x: $0, y: y) != solid.pixel(x: $0, y: y) }
        #expect(gaps.count > 20, "a dash pattern of 4 on, 2 off leaves a third of the line blank")
    }

    @Test("Tracking widens a run by the spacing after each character")
    func trackingWidensRun() throws {
        let system = try PangoTextSystem()
        var run = TextStyleRun("Meadow", font: .system(size: 24), lineLimit: nil, alignment: .leading)
        let plain = system.measure(run, width: nil, maxLines: nil).size
        run.characterSpacing = 3
        let tracked = system.measure(run, width: nil, maxLines: nil).size
        #expect(abs(tracked.width - plain.width - 18) < 0.01, "\(plain.width) → \(tracked.width)")
        #expect(tracked.height == plain.height)
    }

    @Test(
        "A baseline offset makes the line that much taller; a raised run's baseline is that much below its glyphs",
        arguments: [CGFloat(6), -4])
    func baselineOffsetGrowsLine(offset: CGFloat) throws {
        let system = try PangoTextSystem()
        var run = TextStyleRun("Meadow", font: .system(size: 24), lineLimit: nil, alignment: .leading)
        let plain = system.measure(run, width: nil, maxLines: nil).size
        let plainLine = try #require(system.lineMetrics(of: run, width: nil, maxLines: nil).first)
        run.baselineOffset = offset
        let moved = system.measure(run, width: nil, maxLines: nil).size
        #expect(moved == CGSize(width: plain.width, height: plain.height + abs(offset)))
        let line = try #require(system.lineMetrics(of: run, width: nil, maxLines: nil).first)
        #expect(line.baseline == plainLine.baseline + max(offset, 0))
        #expect(line.height == plainLine.height + abs(offset))
    }

    @Test("Line spacing adds its points between lines, not after the last: two lines grow by one spacing")
    func lineSpacing() throws {
        let system = try PangoTextSystem()
        var run = TextStyleRun("one\ntwo", font: .body, lineLimit: nil, alignment: .leading)
        let plain = system.measure(run, width: nil, maxLines: nil)
        let plainLines = system.lineMetrics(of: run, width: nil, maxLines: nil)
        run.lineSpacing = 9
        let spaced = system.measure(run, width: nil, maxLines: nil)
        #expect(abs(spaced.size.height - plain.size.height - 9) < 0.01)
        #expect(abs(spaced.lineHeight - plain.lineHeight) < 0.01)
        let lines = system.lineMetrics(of: run, width: nil, maxLines: nil)
        #expect(lines.count == 2 && plainLines.count == 2)
        #expect(abs(lines[1].baseline - plainLines[1].baseline - 9) < 0.01)
        #expect(abs(lines[0].height - plainLines[0].height) < 0.01)
        var single = TextStyleRun("one", font: .body, lineLimit: nil, alignment: .leading)
        let one = system.measure(single, width: nil, maxLines: nil).size.height
        single.lineSpacing = 9
        #expect(system.measure(single, width: nil, maxLines: nil).size.height == one)
    }

    @Test("Loose leading adds 2 points to each line and tight takes 2 away, as iOS's text-style fonts do")
    func leading() throws {
        let system = try PangoTextSystem()
        func height(_ leading: Font.Leading) -> CGFloat {
            let run = TextStyleRun("one\ntwo", font: Font.body.leading(leading), lineLimit: nil, alignment: .leading)
            return system.measure(run, width: nil, maxLines: nil).size.height
        }
        #expect(abs(height(.loose) - height(.standard) - 4) < 0.01)
        #expect(abs(height(.tight) - height(.standard) + 4) < 0.01)
    }

    @Test("The monospaced design sets every character at one width, digits with monospacedDigit() too")
    func monospacedWidths() throws {
        let system = try PangoTextSystem()
        func width(_ string: String, _ font: Font) -> CGFloat {
            system.measure(TextStyleRun(string, font: font, lineLimit: nil, alignment: .leading), width: nil, maxLines: nil).size.width
        }
        let mono = Font.system(size: 20, design: .monospaced)
        #expect(width("iiii", mono) == width("MMMM", mono))
        #expect(width("iiii", .system(size: 20)) < width("MMMM", .system(size: 20)))
        #expect(width("1111", .system(size: 20).monospacedDigit()) == width("0000", .system(size: 20).monospacedDigit()))
    }

    @Test("A custom family that is installed is used; one that is not is drawn in the system font, said once")
    func customFamilies() throws {
        let system = try PangoTextSystem()
        func size(_ font: Font) -> CGSize {
            system.measure(TextStyleRun("Meadow", font: font, lineLimit: nil, alignment: .leading), width: nil, maxLines: nil).size
        }
        #expect(size(.custom("DejaVu Serif", size: 20)) == size(.system(size: 20, design: .serif)))
        #expect(size(.custom("DejaVu Serif", size: 20)) != size(.system(size: 20)))
        #expect(system.warnings.messages.isEmpty)
        #expect(size(.custom("No Such Family", size: 20)) == size(.system(size: 20)))
        #expect(size(.custom("No Such Family", fixedSize: 30)) == size(.system(size: 30)))
        #expect(system.warnings.messages == [
            "no font \"No Such Family\" is installed: text in it is drawn in the system font"
        ])
    }

    @Test("A PostScript name is its family in the weight and slant its style names, or the system font in them")
    func postScriptNames() throws {
        let system = try PangoTextSystem()
        func size(_ font: Font) -> CGSize {
            system.measure(TextStyleRun("Meadow", font: font, lineLimit: nil, alignment: .leading), width: nil, maxLines: nil).size
        }
        #expect(size(.custom("DejaVuSerif-Bold", size: 20)) == size(.custom("DejaVu Serif", size: 20).bold()))
        #expect(size(.custom("DejaVuSerif-Bold", size: 20)) != size(.custom("DejaVu Serif", size: 20)))
        #expect(size(.custom("Poppins-SemiBold", size: 20)) == size(.system(size: 20, weight: .semibold)))
        #expect(size(.custom("Poppins-SemiBold", size: 20).weight(.light)) == size(.system(size: 20, weight: .light)))
        #expect(system.warnings.messages == [
            "no font \"Poppins-SemiBold\" is installed: text in it is drawn in the system font"
        ])
    }

    @Test("Apple's system families are the system font's designs, set in their stand-ins without a warning")
    func appleFamilies() throws {
        let system = try PangoTextSystem()
        func size(_ font: Font) -> CGSize {
            system.measure(TextStyleRun("Meadow", font: font, lineLimit: nil, alignment: .leading), width: nil, maxLines: nil).size
        }
        #expect(size(.custom("SF Pro Display", size: 16)) == size(.system(size: 16)))
        #expect(size(.custom("SFProText-Semibold", size: 16)) == size(.system(size: 16, weight: .semibold)))
        #expect(size(.custom("SFMono-Regular", size: 16)) == size(.system(size: 16, design: .monospaced)))
        #expect(size(.custom("New York", size: 16)) == size(.system(size: 16, design: .serif)))
        #expect(system.warnings.messages.isEmpty)
    }
}

/// One line too long for its width, cut at its head, middle and tail.
private struct TruncatedLines: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Meadow draws every pixel itself").truncationMode(.head)
            Text("Meadow draws every pixel itself").truncationMode(.middle)
            Text("Meadow draws every pixel itself").truncationMode(.tail)
        }
        .lineLimit(1)
        .frame(width: 150, alignment: .leading)
        .padding(10)
        .background(Color.white)
    }
}

@MainActor
@Suite("Truncation modes")
struct TruncationModeRenderingTests {
    @Test("truncationMode puts the ellipsis at the head, in the middle or at the tail of a line that does not fit")
    func modes() {
        let harness = ViewHarness(TruncatedLines(), size: CGSize(width: 170, height: 100))
        SnapshotAssertion().assertMatches(harness.renderImage(), named: "text-truncation-modes")
    }
}
