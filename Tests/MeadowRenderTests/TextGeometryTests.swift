import Foundation
import MeadowCairo
import Testing

@testable import MeadowCore

/// Where Pango puts carets, which character a point hits, and the lines' metrics, in Inter: each answer checked
/// against another measurement of the same text.
@MainActor
@Suite("Text geometry in Inter")
struct TextGeometryTests {
    static let sentence = "The quick brown fox jumps over the lazy dog"
    let system = PangoTextSystem.shared

    func run(_ string: String, alignment: TextAlignment = .leading) -> TextStyleRun {
        TextStyleRun(string: string, font: .body, lineLimit: nil, alignment: alignment)
    }

    /// `string`'s index `offset` characters from its start.
    func index(_ offset: Int, in string: String) -> String.Index {
        string.index(string.startIndex, offsetBy: offset)
    }

    @Test("The caret after \"Hello\" is as far in as \"Hello\" is wide, and as tall as the line")
    func caretAfterWord() {
        let string = "Hello world"
        let hello = system.measure(run("Hello"), width: nil, maxLines: nil)
        let caret = system.caretRect(at: index(5, in: string), in: run(string), width: nil, maxLines: nil)
        #expect(caret == CGRect(x: hello.size.width, y: 0, width: 0, height: hello.lineHeight))
        #expect(system.caretRect(at: string.startIndex, in: run(string), width: nil, maxLines: nil).minX == 0)
    }

    @Test("The caret at the end of the text is at its measured width")
    func caretAtEnd() {
        let measured = system.measure(run(Self.sentence), width: nil, maxLines: nil)
        let caret = system.caretRect(at: Self.sentence.endIndex, in: run(Self.sentence), width: nil, maxLines: nil)
        #expect(caret.minX == measured.size.width)
    }

    @Test("A centred line puts its first caret half the spare width in")
    func centredCaret() {
        let measured = system.measure(run("Hi"), width: nil, maxLines: nil)
        let caret = system.caretRect(at: "Hi".startIndex, in: run("Hi", alignment: .center), width: 200, maxLines: nil)
        #expect(abs(caret.minX - (200 - measured.size.width) / 2) <= 1 / CGFloat(1024), "\(caret.minX)")
    }

    @Test("The first line's baseline is its ascent below the top, and the lines stack to the measured height")
    func lineMetrics() throws {
        let width: CGFloat = 150
        let lines = system.lineMetrics(of: run(Self.sentence), width: width, maxLines: nil)
        let measured = system.measure(run(Self.sentence), width: width, maxLines: nil)
        #expect(lines.count == measured.lineCount)
        #expect(lines.count >= 3)
        let first = try #require(lines.first)
        #expect(first.baseline == first.ascent)
        #expect(first.ascent > first.descent && first.descent > 0)
        #expect(lines.allSatisfy { $0.ascent + $0.descent == $0.height })
        #expect(lines.map(\.height).reduce(0, +) == measured.size.height)
        for (above, below) in zip(lines, lines.dropFirst()) {
            #expect(below.baseline == above.baseline + above.height)
            #expect(below.range.lowerBound == above.range.upperBound)
        }
        #expect(lines.map { String(Self.sentence[$0.range]) }.joined() == Self.sentence)
    }

    @Test("A newline ends a line and belongs to neither")
    func newlineEndsLine() {
        let string = "One\nTwo"
        let lines = system.lineMetrics(of: run(string), width: nil, maxLines: nil)
        #expect(lines.map { String(string[$0.range]) } == ["One", "Two"])
    }

    @Test("A point hits the nearer edge of the third character")
    func hitTestingNearerEdge() {
        let string = "Hello world"
        let before = system.caretRect(at: index(2, in: string), in: run(string), width: nil, maxLines: nil).minX
        let after = system.caretRect(at: index(3, in: string), in: run(string), width: nil, maxLines: nil).minX
        let middle = (before + after) / 2
        #expect(after > before)
        let y: CGFloat = 8
        #expect(system.characterIndex(at: CGPoint(x: middle - 0.5, y: y), in: run(string), width: nil, maxLines: nil)
            == index(2, in: string))
        #expect(system.characterIndex(at: CGPoint(x: middle + 0.5, y: y), in: run(string), width: nil, maxLines: nil)
            == index(3, in: string))
        #expect(system.characterIndex(at: CGPoint(x: 1000, y: y), in: run(string), width: nil, maxLines: nil)
            == string.endIndex)
    }

    @Test("A point on a wrapped line hits a character of that line")
    func hitTestingLines() throws {
        let lines = system.lineMetrics(of: run(Self.sentence), width: 150, maxLines: nil)
        let second = try #require(lines.dropFirst().first)
        let hit = system.characterIndex(
            at: CGPoint(x: 0, y: second.baseline), in: run(Self.sentence), width: 150, maxLines: nil)
        #expect(hit == second.range.lowerBound)
        let caret = system.caretRect(at: second.range.lowerBound, in: run(Self.sentence), width: 150, maxLines: nil)
        #expect(caret == CGRect(x: 0, y: second.baseline - second.ascent, width: 0, height: second.height))
    }
}
