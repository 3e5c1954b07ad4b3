import CPango
import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import MeadowCairo

/// The width of `text` on one line, measured by Pango.
@MainActor
private func idealWidth(_ text: Text) -> CGFloat {
    ViewHarness(text.fixedSize(), size: CGSize(width: 2000, height: 200)).layoutTree.frame.width
}

/// `Font.width(_:)` set by Pango's stretch, fontconfig choosing the face of the nearest width a family has.
@MainActor
@Suite("Font width in Pango")
struct FontWidthRenderingTests {
    static let sample = "Condensed headlines fit more words"

    @Test("Each width asks Pango for the stretch of its name: compressed is extra-condensed, expanded expanded")
    func stretches() {
        let widths: [Font.Width] = [.compressed, .condensed, .standard, .expanded, Font.Width(-2), Font.Width(2)]
        #expect(
            widths.map(PangoTextSystem.stretch(for:)) == [
                PANGO_STRETCH_EXTRA_CONDENSED, PANGO_STRETCH_CONDENSED, PANGO_STRETCH_NORMAL, PANGO_STRETCH_EXPANDED,
                PANGO_STRETCH_ULTRA_CONDENSED, PANGO_STRETCH_ULTRA_EXPANDED,
            ])
    }

    @Test("A condensed serif is set in DejaVu Serif's condensed face, narrower than its standard width")
    func condensedSerifIsNarrower() {
        let serif = Font.system(size: 17, design: .serif)
        let standard = idealWidth(Text(Self.sample).font(serif))
        let condensed = idealWidth(Text(Self.sample).font(serif.width(.condensed)))
        // DejaVu Serif Condensed is 87 % of the standard width (fontconfig's width 87).
        #expect(condensed < standard * 0.92 && condensed > standard * 0.8, "\(condensed) against \(standard)")
    }
}
