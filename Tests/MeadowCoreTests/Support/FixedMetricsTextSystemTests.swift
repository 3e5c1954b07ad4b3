import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The test text system answers the whole `TextSystem` protocol from its fixed metrics: 8.5-point characters and
/// 17-point lines (baseline 12.75 below the top) in the body font.
@MainActor
@Suite("Fixed-metrics text system")
struct FixedMetricsTextSystemTests {
    let system = FixedMetricsTextSystem()

    func run(_ string: String, alignment: TextAlignment = .leading) -> TextStyleRun {
        TextStyleRun(string: string, font: .body, lineLimit: nil, alignment: alignment)
    }

    /// `string`'s index `offset` characters from its start.
    func index(_ offset: Int, in string: String) -> String.Index {
        string.index(string.startIndex, offsetBy: offset)
    }

    @Test("Each wrapped line reports its characters, baseline, ascent, descent and height")
    func lineMetrics() {
        let string = "The quick brown fox jumps over the lazy dog"
        let lines = system.lineMetrics(of: run(string), width: 150, maxLines: nil)
        #expect(lines.map { String(string[$0.range]) } == ["The quick brown ", "fox jumps over ", "the lazy dog"])
        #expect(lines.map(\.baseline) == [12.75, 29.75, 46.75])
        #expect(lines.allSatisfy { $0.ascent == 12.75 && $0.descent == 4.25 && $0.height == 17 })
    }

    @Test("Lines end at newlines, without the newline")
    func newlinesEndLines() {
        let string = "One\nTwo"
        let lines = system.lineMetrics(of: run(string), width: nil, maxLines: nil)
        #expect(lines.map { String(string[$0.range]) } == ["One", "Two"])
        #expect(system.measure(run(string), width: nil, maxLines: nil).size == CGSize(width: 25.5, height: 34))
    }

    @Test("The caret after a word is at the word's width; on a wrapped line it starts again at the left")
    func caretPositions() {
        let string = "Hello world"
        #expect(system.caretRect(at: index(5, in: string), in: run(string), width: nil, maxLines: nil)
            == CGRect(x: 42.5, y: 0, width: 0, height: 17))
        // At 60 points "Hello " and "world" are two lines; the caret before "w" begins the second.
        #expect(system.caretRect(at: index(6, in: string), in: run(string), width: 60, maxLines: nil)
            == CGRect(x: 0, y: 17, width: 0, height: 17))
        #expect(system.caretRect(at: string.endIndex, in: run(string), width: 60, maxLines: nil)
            == CGRect(x: 42.5, y: 17, width: 0, height: 17))
    }

    @Test("Centred lines put the caret as far in as the line is centred")
    func centredCaret() {
        let string = "Hi"
        // 17 points of text centred in 100: it starts at 41.5.
        #expect(system.caretRect(at: string.startIndex, in: run(string, alignment: .center), width: 100, maxLines: nil)
            == CGRect(x: 41.5, y: 0, width: 0, height: 17))
    }

    @Test("A point hits the nearer edge of the character under it, on the line under it")
    func hitTesting() {
        let string = "Hello world"
        /// How many characters precede the caret position nearest (`x`, `y`) with the text `width` wide.
        func hit(_ x: CGFloat, _ y: CGFloat, width: CGFloat? = nil) -> Int {
            let index = system.characterIndex(at: CGPoint(x: x, y: y), in: run(string), width: width, maxLines: nil)
            return string.distance(from: string.startIndex, to: index)
        }
        // The third character spans 17 to 25.5; its middle is 21.25.
        #expect(hit(21, 8) == 2)
        #expect(hit(21.5, 8) == 3)
        #expect(hit(-5, 8) == 0)
        #expect(hit(500, 8) == 11)
        // Below the first of two lines at 60 points: the second line, "world", after its second character.
        #expect(hit(18, 20, width: 60) == 8)
        // Past the end of the wrapped first line: before the space it wrapped at.
        #expect(hit(59, 5, width: 60) == 5)
    }
}
