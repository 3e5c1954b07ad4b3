import Foundation
import MeadowCore
import Testing

@testable import MeadowCairo

/// Font names as apps pass them to `Font.custom`: families and PostScript names.
@Suite("Font face names")
struct FontFaceNameTests {
    @Test(
        "A PostScript name's style gives a weight and slant; a name without a style is a family",
        arguments: [
            ("Poppins-SemiBold", "Poppins", 600, false), ("AvenirNext-BoldItalic", "AvenirNext", 700, true),
            ("Montserrat-Italic", "Montserrat", nil, true), ("Inter-ExtraLight", "Inter", 200, false),
            ("Avenir Next", "Avenir Next", nil, false), ("Noto-Sans-Regular", "Noto-Sans", 400, false),
            ("Space-Grotesk", "Space-Grotesk", nil, false),
        ] as [(String, String, Int?, Bool)])
    func parses(name: String, family: String, weight: Int?, isItalic: Bool) {
        let parsed = FontFaceName(name)
        #expect(parsed.family == family)
        #expect(parsed.weight == weight)
        #expect(parsed.isItalic == isItalic)
    }

    @Test("Apple's system families name the system font's designs")
    func systemDesigns() {
        #expect(FontFaceName("SF Pro Display").systemDesign == .default)
        #expect(FontFaceName("SFProRounded-Bold").systemDesign == .rounded)
        #expect(FontFaceName("SF Mono").systemDesign == .monospaced)
        #expect(FontFaceName("NewYork-Regular").systemDesign == .serif)
        #expect(FontFaceName("Poppins-Regular").systemDesign == nil)
    }
}
