import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import MeadowCairo

/// Emoji in text are drawn in colour, as iOS draws them with Apple Color Emoji: fontconfig falls back from Inter to
/// Noto Color Emoji (fonts-noto-color-emoji, in scripts/bootstrap), whose colour glyphs Cairo paints. Without a
/// colour emoji font the glyph is a box of its code point in the text's own colour.
@MainActor
@Suite("Emoji rendering")
struct EmojiRenderingTests {
    /// `string` at 40 points in black on a white 120×60 canvas at scale 2.
    static func image(_ string: String) -> CairoImage {
        let text = Text(string).font(.system(size: 40)).foregroundColor(.black)
        return ViewHarness(text.frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.white), size: CGSize(width: 120, height: 60))
            .renderImage()
    }

    /// The pixels whose red and green are high and blue low: yellow to orange, none of which black text on white has.
    static func warmPixels(_ image: CairoImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                if pixel.red > 180 && pixel.green > 120 && pixel.blue < 90 { count += 1 }
            }
        }
        return count
    }

    @Test("A smiling face is drawn as a yellow face, not a box in the text's black", arguments: ["😀", "🍕", "⭐️"])
    func colourEmoji(emoji: String) {
        // A 40-point emoji is about 80×80 pixels at scale 2; its yellow or orange covers a good part of that.
        let warm = Self.warmPixels(Self.image(emoji))
        #expect(warm > 800, "\(warm) warm pixels")
    }

    @Test("Latin text stays in Inter beside an emoji: the letters are drawn in the text's black")
    func textBesideEmoji() {
        #expect(Self.warmPixels(Self.image("Hi")) == 0)
        let mixed = Self.image("Hi 😀")
        #expect(Self.warmPixels(mixed) > 400)
    }
}
