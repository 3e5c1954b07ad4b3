import Foundation
import Testing

@testable import MeadowCore

@Suite("Colour spaces of literal colours")
struct ColorSpaceTests {
    @Test(
        "A linear sRGB component is encoded with sRGB's transfer curve",
        arguments: [(0.0, 0.0), (1.0, 1.0), (0.5, 0.7353569830524495), (0.002, 0.02584)])
    func linearIsEncoded(linear: Double, encoded: Double) {
        // IEC 61966-2-1: 12.92·c below 0.0031308, else 1.055·c^(1/2.4) − 0.055.
        let color = Color(.sRGBLinear, red: linear, green: linear, blue: linear).resolve(in: EnvironmentValues())
        #expect(abs(color.red - encoded) < 1e-9 && abs(color.blue - encoded) < 1e-9)
    }

    @Test("Display P3 white stays white, and P3's pure red is clipped to sRGB's red")
    func displayP3IsConverted() {
        let white = Color(.displayP3, white: 1).resolve(in: EnvironmentValues())
        #expect(abs(white.red - 1) < 1e-6 && abs(white.green - 1) < 1e-6 && abs(white.blue - 1) < 1e-6)
        let red = Color(.displayP3, red: 1, green: 0, blue: 0).resolve(in: EnvironmentValues())
        #expect(abs(red.red - 1) < 1e-9 && red.green == 0 && red.blue == 0)
        // A colour inside both gamuts changes its components: P3 (0.5, 0.6, 0.5) is about sRGB (0.474, 0.604, 0.491).
        let mid = Color(.displayP3, red: 0.5, green: 0.6, blue: 0.5).resolve(in: EnvironmentValues())
        #expect(mid.green > 0.6 && mid.red < 0.5)
    }
}
