import CMalloc
import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import MeadowCairo

/// Text measured and drawn by Pango in Inter.
@Suite("Text")
@MainActor
struct TextRenderingTests {
    static let canvas = CGSize(width: 200, height: 60)

    /// "Meadow" at 24 pt on the canvas, and the run and rect (in root coordinates) its display list draws.
    static func drawnText() -> (harness: ViewHarness, run: TextStyleRun?, rect: CGRect) {
        let harness = ViewHarness(Text("Meadow").font(.system(size: 24)), size: canvas, scale: 2)
        for case .group(.offset(let offset), let list) in harness.displayList.items {
            for case .text(let run, let rect, _) in list.items {
                return (harness, run, rect.offsetBy(dx: offset.width, dy: offset.height))
            }
        }
        return (harness, nil, .null)
    }

    @Test("The text system sets up with Inter installed")
    func textSystemResolvesInter() throws {
        _ = try PangoTextSystem()
        #expect(PangoTextSystem.family == "Inter")
    }

    @Test("Two text systems measure the same run to the same size, and the layout uses that size")
    func measuringIsRepeatable() throws {
        let drawn = Self.drawnText()
        let run = try #require(drawn.run)
        let rect = drawn.rect
        let first = try PangoTextSystem().measure(run, width: nil, maxLines: nil)
        let second = try PangoTextSystem().measure(run, width: nil, maxLines: nil)
        #expect(first.size == second.size)
        #expect(first.lineCount == 1)
        #expect(first.size.width > 60 && first.size.width < 120, "\"Meadow\" at 24 pt is \(first.size.width) pt wide")
        #expect(rect.size == first.size)
    }

    @Test("However much text is measured, the measurements kept stay bounded and a run measures the same throughout")
    func measurementsStayBounded() throws {
        let system = try PangoTextSystem()
        let run = try #require(Self.drawnText().run)
        let limit = PangoTextSystem.measurementsPerGeneration
        let first = system.measure(run, width: nil, maxLines: nil)
        var mostKept = 0
        var changed = false
        for width in 0..<(3 * limit) {
            _ = system.measure(run, width: CGFloat(width), maxLines: nil)
            if width % 1000 == 0 { changed = changed || system.measure(run, width: nil, maxLines: nil) != first }
            mostKept = max(mostKept, system.keptMeasurements)
        }
        #expect(mostKept == 2 * limit, "never more than two generations")
        #expect(system.keptMeasurements > limit, "the older generation is kept too")
        #expect(!changed)
    }

    @Test("Long texts measured one after another, as an editor's after each key, keep at most two generations' bytes")
    func longTextsStayBounded() throws {
        let system = try PangoTextSystem()
        let run = try #require(Self.drawnText().run)
        let limit = PangoTextSystem.textBytesPerGeneration
        let page = String(repeating: "meadow ", count: 1_500)
        var mostKept = 0
        for edit in 0..<(9 * limit / 4 / page.utf8.count) {
            var typed = run
            typed.string = page + String(edit)
            _ = system.measure(typed, width: nil, maxLines: nil)
            mostKept = max(mostKept, system.keptTextBytes)
        }
        #expect(mostKept <= 2 * limit)
        #expect(system.keptTextBytes > limit, "the older generation is kept too")
        #expect(system.keptMeasurements < 2 * limit / page.utf8.count + 2)
    }

    @Test("A kept measurement holds its text at its length, not at the capacity a field's edits grew its storage to")
    func keptTextsHoldTheirLength() throws {
        let system = try PangoTextSystem()
        let run = try #require(Self.drawnText().run)
        let edits = 200
        let grownTo = 1 << 20
        // Allocated bytes, those malloc maps on their own (a megabyte is past its threshold) included.
        func heapInUse() -> Int { Int(mallinfo2().uordblks + mallinfo2().hblkhd) }
        let before = heapInUse()
        for edit in 0..<edits {
            // A field's text after a long paste was deleted: a few characters in storage of a megabyte.
            var text = ""
            text.reserveCapacity(grownTo)
            text.append("meadow \(edit)")
            var typed = run
            typed.string = text
            _ = system.measure(typed, width: nil, maxLines: nil)
        }
        let grown = heapInUse() - before
        #expect(system.keptMeasurements == edits)
        // Kept with their storage, the texts would hold edits × 1 MB = 200 MB. The margin allows for what tests
        // running meanwhile allocate.
        #expect(grown < edits * grownTo / 4, "the heap grew \(grown) bytes")
    }

    @Test("Text drawn again unchanged, wherever it is drawn, is not laid out and shaped again; drawn in another width it is")
    func drawnTextIsShapedOnce() throws {
        let system = try PangoTextSystem()
        let renderer = CairoRenderer(textSystem: system)
        let drawn = Self.drawnText()
        let run = try #require(drawn.run)
        func draw(_ rect: CGRect) -> [Int] {
            let list = DisplayList(items: [.text(run, rect, Canvas.black)])
            return renderer.render(list, size: Self.canvas, scale: 2, background: nil).allAlphas
        }
        let first = draw(drawn.rect)
        #expect(system.drawnLayouts.shaped == 1)
        // The same pixels from the layout kept, as a bar's title drawn again over a page sliding beneath it.
        #expect(draw(drawn.rect) == first)
        _ = draw(drawn.rect.offsetBy(dx: 3.5, dy: 7))
        #expect(system.drawnLayouts.shaped == 1, "the run moved is drawn from the same layout")
        _ = draw(CGRect(origin: drawn.rect.origin, size: CGSize(width: drawn.rect.width / 2, height: 60)))
        #expect(system.drawnLayouts.shaped == 2, "in half its width it wraps: a layout of its own")
    }

    @Test("However many runs are drawn, the layouts kept for drawing them again stay bounded")
    func drawnLayoutsStayBounded() throws {
        let system = try PangoTextSystem()
        let renderer = CairoRenderer(textSystem: system)
        let limit = DrawnTextLayouts.layoutsPerGeneration
        var mostKept = 0
        for index in 0..<(3 * limit) {
            let run = TextStyleRun("\(index)", font: .body, lineLimit: nil, alignment: .leading)
            let list = DisplayList(items: [.text(run, CGRect(x: 0, y: 0, width: 40, height: 20), Canvas.black)])
            _ = renderer.render(list, size: CGSize(width: 40, height: 20), scale: 1, background: nil)
            mostKept = max(mostKept, system.drawnLayouts.count)
        }
        #expect(system.drawnLayouts.shaped == 3 * limit)
        #expect(mostKept == 2 * limit, "never more than two generations")
    }

    @Test("A run measured at exactly its own width stays on one line at the same width")
    func measuringAtItsOwnWidthKeepsOneLine() throws {
        let run = try #require(Self.drawnText().run)
        let system = try PangoTextSystem()
        let natural = system.measure(run, width: nil, maxLines: nil)
        let fitted = system.measure(run, width: natural.size.width, maxLines: nil)
        #expect(fitted.lineCount == 1)
        #expect(fitted.size == natural.size)
    }

    @Test("Drawn text has dark pixels inside its frame and none outside")
    func drawnTextStaysInItsFrame() throws {
        let (harness, run, rect) = Self.drawnText()
        _ = try #require(run)
        let frame = try #require(harness.layoutTree.node(text: "Meadow")).frame
        #expect(frame == rect)
        let image = Canvas.render(harness.displayList, size: Self.canvas)
        // The frame in pixels, grown by one pixel for antialiasing.
        let pixels = CGRect(x: frame.minX * 2, y: frame.minY * 2, width: frame.width * 2, height: frame.height * 2)
            .insetBy(dx: -1, dy: -1).integral
        var inside = 0, dark = 0, outside = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let alpha = image.alpha(x: x, y: y)
                if pixels.contains(CGPoint(x: x, y: y)) {
                    if alpha > 0 { inside += 1 }
                    if alpha > 200 && image.color(x: x, y: y).isClose(to: .black, tolerance: 10) { dark += 1 }
                } else if alpha > 0 {
                    outside += 1
                }
            }
        }
        #expect(dark > 300, "only \(dark) dark pixels")
        #expect(inside > dark)
        #expect(outside == 0)
    }

    @Test("Bolder text inks more pixels")
    func bolderTextInksMore() {
        func ink(_ weight: Font.Weight) -> Int {
            let harness = ViewHarness(Text("Meadow").font(.system(size: 24, weight: weight)), size: Self.canvas, scale: 2)
            return Canvas.render(harness.displayList, size: Self.canvas).allAlphas.reduce(0, +)
        }
        #expect(ink(.bold) > ink(.regular))
        #expect(ink(.regular) > ink(.thin))
    }
}
