import CCairo
import Foundation
import MeadowCore
import MeadowTesting
import Testing
@testable import MeadowCairo

/// The symbols of the rendering-mode sheet: enclosed marks, weather symbols with a sun, rain or bolt, and symbols
/// SF Symbols colour in multicolour.
private let modeSheetNames = [
    "xmark.circle.fill", "checkmark.circle.fill", "plus.circle", "person.crop.circle.fill", "star.square.fill",
    "cloud.sun.fill", "cloud.rain.fill", "cloud.bolt.fill", "sun.max.fill", "heart.fill",
]

/// One row per rendering mode, as Apple's SF Symbols pictures show them: monochrome in blue, hierarchical in
/// blue, palette in blue and orange, multicolour over blue; on a light grey so that multicolour's white clouds show.
private struct ModeSheet: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            row.symbolRenderingMode(.monochrome).foregroundStyle(.blue)
            row.symbolRenderingMode(.hierarchical).foregroundStyle(.blue)
            row.symbolRenderingMode(.palette).foregroundStyle(.blue, .orange)
            row.symbolRenderingMode(.multicolor).foregroundStyle(.blue)
        }
        .padding(8)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(white: 0.85))
    }

    var row: some View {
        HStack(spacing: 8) {
            ForEach(modeSheetNames, id: \.self) { name in
                Image(systemName: name).resizable().frame(width: 28, height: 28)
            }
        }
    }
}

/// The symbols SF Symbols colour in multicolour, in light mode over a light grey and in dark mode over black: the
/// same layers in iOS's light and dark system colours, the clouds white in both.
private struct MulticolorAppearanceSheet: View {
    private let names = [
        "sun.max.fill", "cloud.sun.fill", "cloud.rain.fill", "cloud.bolt.fill", "cloud.sun.bolt.fill", "heart.fill",
        "thermometer.sun", "thermometer.medium", "carrot.fill",
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            row.padding(8).background(Color(white: 0.85)).environment(\.colorScheme, .light)
            row.padding(8).background(Color.black).environment(\.colorScheme, .dark)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    var row: some View {
        HStack(spacing: 8) {
            ForEach(names, id: \.self) { name in
                Image(systemName: name).resizable().symbolRenderingMode(.multicolor).foregroundStyle(.primary)
                    .frame(width: 28, height: 28)
            }
        }
    }
}

/// The red, green, blue and alpha (0...255) of the pixel at (`x`, `y`) of `name` drawn in black into a 100 × 100
/// surface over its whole rect, with `layers`.
private func pixel(of name: String, layers: SymbolPalette?, x: Int, y: Int) -> [UInt8] {
    let image = CairoImage(width: 100, height: 100)
    guard let cr = cairo_create(image.surface) else { return [] }
    cairo_set_source_rgb(cr, 0, 0, 0)
    _ = SymbolSet.draw(name, in: CGRect(x: 0, y: 0, width: 100, height: 100), weight: 400, layers: layers, cr: cr)
    cairo_destroy(cr)
    let pixel = image.pixel(x: x, y: y)
    return [pixel.red, pixel.green, pixel.blue, pixel.alpha]
}

/// `color`'s channels as a pixel holds them.
private func bytes(_ color: RGBA) -> [UInt8] {
    [color.red, color.green, color.blue, color.alpha].map { UInt8(($0 * 255).rounded()) }
}

@Suite("Symbol rendering modes, drawn")
@MainActor
struct SymbolRenderingModeRenderingTests {
    let snapshots = SnapshotAssertion()
    let white = RGBA(hex: 0xFFFFFF)
    let green = RGBA(hex: 0x34C759)

    @Test("Palette draws an enclosed mark in the primary style on its disc in the secondary, as iOS's white tick on green")
    func paletteEnclosure() {
        let layers = SymbolPalette(primary: white, secondary: green, tertiary: green)
        // (44, 67) lies on the tick's corner, (50, 15) on the disc above it.
        #expect(pixel(of: "checkmark.circle.fill", layers: layers, x: 44, y: 67) == bytes(white))
        #expect(pixel(of: "checkmark.circle.fill", layers: layers, x: 50, y: 15) == bytes(green))
        // In monochrome the tick is cut out of the disc: clear.
        #expect(pixel(of: "checkmark.circle.fill", layers: nil, x: 44, y: 67) == [0, 0, 0, 0])
        #expect(pixel(of: "checkmark.circle.fill", layers: nil, x: 50, y: 15) == [0, 0, 0, 255])
    }

    @Test("Multicolour paints heart.fill red and cloud.sun.fill's sun yellow, its cloud white")
    func multicolorOwnColours() {
        let blue = RGBA(hex: 0x007AFF)
        let multicolor = SymbolPalette(primary: blue, secondary: blue, tertiary: blue, isMulticolor: true)
        #expect(pixel(of: "heart.fill", layers: multicolor, x: 50, y: 50) == bytes(RGBA(hex: 0xFF3B30)))
        // The sun's disc right of the cloud's top bump, and the cloud's middle.
        #expect(pixel(of: "cloud.sun.fill", layers: multicolor, x: 80, y: 30) == bytes(RGBA(hex: 0xFFCC00)))
        #expect(pixel(of: "cloud.sun.fill", layers: multicolor, x: 50, y: 75) == bytes(white))
        // A symbol without colours of its own is monochrome in multicolour: its cut-out stays clear and its disc
        // takes the context's source (black here; the renderer sets the primary style).
        #expect(pixel(of: "checkmark.circle.fill", layers: multicolor, x: 44, y: 67) == [0, 0, 0, 0])
        #expect(pixel(of: "checkmark.circle.fill", layers: multicolor, x: 50, y: 15) == [0, 0, 0, 255])
    }

    @Test("Multicolour in dark mode paints with iOS's dark system colours: heart.fill #FF453A, a sun #FFD60A, rain #0A84FF")
    func multicolorInDarkMode() {
        let blue = RGBA(hex: 0x0A84FF)
        let dark = SymbolPalette(primary: blue, secondary: blue, tertiary: blue, isMulticolor: true, colorScheme: .dark)
        #expect(pixel(of: "heart.fill", layers: dark, x: 50, y: 50) == bytes(RGBA(hex: 0xFF453A)))
        #expect(pixel(of: "cloud.sun.fill", layers: dark, x: 80, y: 30) == bytes(RGBA(hex: 0xFFD60A)))
        // The middle rain line below the cloud, and the cloud, white in both appearances.
        #expect(pixel(of: "cloud.rain.fill", layers: dark, x: 48, y: 83) == bytes(RGBA(hex: 0x0A84FF)))
        #expect(pixel(of: "cloud.sun.fill", layers: dark, x: 50, y: 75) == bytes(white))
    }

    @Test("Multicolour symbols in light and dark mode: the same layers in iOS's light and dark system colours")
    func multicolorAppearanceSheet() {
        let image = ViewHarness(MulticolorAppearanceSheet(), size: CGSize(width: 340, height: 88), scale: 2).renderImage()
        snapshots.assertMatches(image, named: "symbol-multicolor-light-and-dark")
    }

    @Test("The sheet of symbols in each rendering mode: monochrome, hierarchical, palette, multicolour")
    func modeSheet() {
        let image = ViewHarness(ModeSheet(), size: CGSize(width: 376, height: 160), scale: 2).renderImage()
        snapshots.assertMatches(image, named: "symbol-rendering-modes")
    }
}
