import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// Text whose foreground style is a gradient: iOS fills the glyphs with the gradient laid out across the text's
/// bounds (its first colour at the leading edge, its last at the trailing edge for a leading-to-trailing one).
@MainActor
@Suite("Text with a gradient foreground style")
struct TextGradientRenderingTests {
    let snapshots = SnapshotAssertion()

    /// `view` on white, 120 × 40 points.
    private func blocks(_ style: some View) -> CairoImage {
        ViewHarness(
            ZStack { Color.white; style }, size: CGSize(width: 120, height: 40), scale: 1
        ).renderImage()
    }

    @Test("A linear gradient fills the glyphs across the text's bounds: red at the leading stem, blue at the trailing one")
    func linearGradientAcrossTheBounds() {
        let image = blocks(
            Text("HHHHH").font(.system(size: 24, weight: .black))
                .foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
        var inked: [(x: Int, color: PixelColor)] = []
        for x in 0..<120 {
            let color = image.color(x: x, y: 20)
            // Columns the glyphs cover whole, not their edges blended with the white behind.
            if min(color.red, color.green, color.blue) < 60 { inked.append((x, color)) }
        }
        let first = inked.first?.color, last = inked.last?.color
        #expect(inked.count > 10)
        // The first inked column is nearly the gradient's first colour, the last nearly its last.
        #expect(first.map { $0.red > 200 && $0.blue < 60 } == true, "\(String(describing: first))")
        #expect(last.map { $0.blue > 200 && $0.red < 60 } == true, "\(String(describing: last))")
    }

    @Test("A colour set further in wins over the gradient, as foregroundColor(_:) does on iOS")
    func innerColourWins() {
        let image = blocks(
            VStack { Text("HHHHH").font(.system(size: 24, weight: .black)).foregroundColor(.green) }
                .foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
        let green = Color.green.resolve(in: EnvironmentValues())
        let expected = PixelColor(Int(green.red * 255), Int(green.green * 255), Int(green.blue * 255))
        let inked = (0..<120).map { image.color(x: $0, y: 20) }.filter { min($0.red, $0.green, $0.blue) < 60 }
        #expect(inked.count > 10)
        #expect(inked.allSatisfy { $0.isClose(to: expected, tolerance: 40) })
    }

    @Test("The sheet: a title filled with a gradient, leading to trailing and top to bottom")
    func gradientTextSheet() {
        let view = VStack(spacing: 8) {
            Text("Meadow").font(.system(size: 44, weight: .bold))
                .foregroundStyle(.linearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
            Text("Gradient text").font(.system(size: 28, weight: .semibold))
                .foregroundStyle(LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom))
        }
        let image = ViewHarness(
            ZStack { Color.white; view }, size: CGSize(width: 240, height: 120), scale: 2
        ).renderImage()
        snapshots.assertMatches(image, named: "text-gradient-foreground")
    }
}
