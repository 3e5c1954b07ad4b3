import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The font a lone `Text` showing "Meadow" is drawn in.
@MainActor
private func drawnFont<V: View>(_ view: V) throws -> Font {
    let drawn = LayoutHarness(view, size: CGSize(width: 300, height: 300)).displayList
    func find(_ list: DisplayList) -> Font? {
        for item in list.items {
            switch item {
            case .text(let run, _, _) where run.string == "Meadow": return run.font
            case .group(_, let inner): if let font = find(inner) { return font }
            default: break
            }
        }
        return nil
    }
    return try #require(find(drawn))
}

/// SwiftUI's `Font.Width`, `Font.width(_:)` and the `fontWidth(_:)` modifiers on `Text` and on any view.
@MainActor
@Suite("Font width")
struct FontWidthTests {
    @Test("Font.Width has UIKit's values: compressed -0.3, condensed -0.2, standard 0, expanded 0.2")
    func values() {
        #expect([Font.Width.compressed, .condensed, .standard, .expanded].map(\.value) == [-0.3, -0.2, 0, 0.2])
        #expect(Font.body.width == .standard)
    }

    @Test("width(_:) on a font sets the width its text is drawn in, keeping its size and weight")
    func fontWidth() throws {
        let font = try drawnFont(Text("Meadow").font(.headline.width(.condensed)))
        #expect(font.width == .condensed && font.size == 17 && font.weight == .semibold)
    }

    @Test("fontWidth(_:) on a view sets the width of its texts; a Text's own, or nil for the font's, wins")
    func modifiers() throws {
        #expect(try drawnFont(Text("Meadow").fontWidth(.expanded)).width == .expanded)
        #expect(try drawnFont(VStack { Text("Meadow") }.fontWidth(.compressed)).width == .compressed)
        #expect(try drawnFont(VStack { Text("Meadow").fontWidth(.condensed) }.fontWidth(.expanded)).width == .condensed)
        let undone = Text("Meadow").font(.body.width(.expanded)).fontWidth(nil)
        #expect(try drawnFont(VStack { undone }.fontWidth(.compressed)).width == .expanded)
    }
}
