import CPango
import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import MeadowCairo

/// A quiz app's start sign, a Sudoku's note and erase keys, and a greeting in Korean.
private let cjkStrings = ["スタート", "笔记 删除", "日本語のテキスト", "繁體中文", "안녕하세요"]

/// Japanese and Chinese text is drawn in its own glyphs, as iOS draws it in Hiragino and PingFang: fontconfig falls
/// back from Inter to WenQuanYi Micro Hei (fonts-wqy-microhei, in scripts/bootstrap), which has the CJK ideographs
/// and the kana. Without a CJK font Pango draws each character as a box of its code point.
@MainActor
@Suite("CJK text rendering")
struct CJKTextRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("No character of a Japanese, Chinese or Korean string is left without a glyph", arguments: cjkStrings)
    func everyCharacterHasAGlyph(string: String) throws {
        let system = try PangoTextSystem()
        let run = TextStyleRun(string, font: .body, lineLimit: nil, alignment: .leading)
        // Laying the run out leaves it in the system's layout, which counts the characters no font has a glyph for
        // (those Pango draws as boxes of their code points).
        _ = system.lineMetrics(of: run, width: nil, maxLines: nil)
        #expect(pango_layout_get_unknown_glyphs_count(system.layout) == 0)
    }

    @Test("A character outside every font still counts as one without a glyph: the count above can fail")
    func unknownCharacterCounts() throws {
        let system = try PangoTextSystem()
        let run = TextStyleRun("\u{10FFFD}", font: .body, lineLimit: nil, alignment: .leading)
        _ = system.lineMetrics(of: run, width: nil, maxLines: nil)
        #expect(pango_layout_get_unknown_glyphs_count(system.layout) == 1)
    }

    @Test("The strings in the body font beside Latin text, as a reader compares with iOS")
    func sheet() {
        let sheet = VStack(alignment: .leading, spacing: 6) {
            ForEach(cjkStrings, id: \.self) { string in
                Text("Aa " + string).foregroundColor(.black)
            }
        }
        .padding(8)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.white)
        let image = ViewHarness(sheet, size: CGSize(width: 220, height: 150), scale: 2).renderImage()
        snapshots.assertMatches(image, named: "text-cjk")
    }
}
