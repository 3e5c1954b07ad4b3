import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The run a view's display list draws.
@MainActor
private func drawnRun<V: View>(_ view: V) throws -> TextStyleRun {
    func find(_ list: DisplayList) -> TextStyleRun? {
        for item in list.items {
            if case .text(let run, _, _) = item { return run }
            if case .group(_, let inner) = item, let run = find(inner) { return run }
        }
        return nil
    }
    return try #require(find(LayoutHarness(view, size: CGSize(width: 300, height: 300)).displayList))
}

/// SwiftUI's `Text` `+`: texts joined on the same lines, each keeping its own styling.
@MainActor
@Suite("Text concatenation")
struct TextConcatenationTests {
    @Test("Joined texts show their strings one after another, each a span of its own styling")
    func spans() throws {
        let run = try drawnRun(Text("Buy ") + Text("milk").bold())
        #expect(run.string == "Buy milk")
        #expect(run.spans.map(\.utf8Range) == [0..<4, 4..<8])
        #expect(run.spans.map(\.font.weight) == [.regular, .bold])
        #expect(run.fontWeight == 400, "the run's own font is the first span's")
    }

    @Test("A modifier on the joined text styles each part that does not set it itself")
    func outerModifiers() throws {
        let run = try drawnRun((Text("a") + Text("b").fontWeight(.light) + Text("c").italic()).bold().font(.title))
        #expect(run.spans.map(\.font.weight) == [.bold, .light, .bold])
        #expect(run.spans.map(\.font.isItalic) == [false, false, true])
        #expect(run.spans.map(\.font.size) == [28, 28, 28])
    }

    @Test("A part's own colour and lines are its span's; the rest take the text's colour and the view's lines")
    func coloursAndLines() throws {
        let red = Color.red.resolve(in: EnvironmentValues())
        let run = try drawnRun(VStack { Text("a").foregroundColor(.red) + Text("b").underline() }.strikethrough())
        #expect(run.spans.map(\.color) == [red, nil])
        #expect(run.spans.map(\.underline) == [nil, TextDecorationLine(pattern: .solid, color: nil)])
        #expect(run.spans.allSatisfy { $0.strikethrough == TextDecorationLine(pattern: .solid, color: nil) })
        #expect(run.strikethrough == nil && run.underline == nil, "lines of a joined text are its spans'")
    }

    @Test("textCase applies to every part, and the spans cover the cased string")
    func cased() throws {
        let run = try drawnRun((Text("straße ") + Text("b").bold()).textCase(.uppercase))
        #expect(run.string == "STRASSE B")
        #expect(run.spans.map(\.utf8Range) == [0..<8, 8..<9])
    }

    @Test("A joined text lays out as one text of its whole string: 8 characters of 8.5 points on one line")
    func laysOutAsOne() {
        let tree = layout(Text("Buy ") + Text("milk").italic(), width: 300, height: 100)
        expectSize(tree.node(text: "Buy milk"), CGSize(width: 68, height: 17))
    }
}
