import CoreGraphics
import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A colour picker of a `Color` bound to its own state, starting black.
private struct InkPicker: View {
    let probe: StateProbe<Color>
    var supportsOpacity = true
    @State private var ink = Color(.sRGB, red: 0, green: 0, blue: 0)

    var body: some View {
        let _ = probe.binding = $ink
        ColorPicker("Ink", selection: $ink, supportsOpacity: supportsOpacity)
    }
}

/// A colour picker of a `CGColor` bound to its own state, starting white.
private struct PaperPicker: View {
    let probe: StateProbe<CGColor>
    @State private var paper = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    var body: some View {
        let _ = probe.binding = $paper
        ColorPicker(selection: $paper) { Text("Paper") }
    }
}

/// Whether two coordinates agree to within a thousandth of a point (cells are placed on pixel-rounded positions).
private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

/// `ColorPicker` as iOS draws it: a row with the label and a round colour well opening the colour grid in a sheet
/// (text measured by `FixedMetricsTextSystem`: a body character is 8.5 points wide, a line 17 tall).
@MainActor
@Suite("ColorPicker shows a colour well that opens iOS's colour grid")
struct ColorPickerTests {
    private let resolved = { (color: Color) in color.resolve(in: EnvironmentValues()) }

    @Test("The label leading and a 28-point well trailing: the current colour inside a ring of hues")
    func row() {
        let driver = InteractionDriver(InkPicker(probe: StateProbe()), device: canvas(393, 600))
        expectFrame(driver.find(text: "Ink"), rect(0, 291.5, 25.5, 17))
        // The colour fills a circle 3 + 2 points inside the well: 18 across.
        let swatch = fills(of: CGSize(width: 18, height: 18), in: driver.makeDisplayList())
        #expect(swatch.map(\.fillBounds) == [rect(393 - 23, 291, 18, 18)])
        if case .fill(_, let color, _)? = swatch.first?.item {
            #expect(color == RGBA(red: 0, green: 0, blue: 0, alpha: 1))
        }
    }

    @Test("Tapping the well opens the grid: greys above twelve hues in ten shades, 16 points in from the sides")
    func opensGrid() throws {
        let driver = InteractionDriver(InkPicker(probe: StateProbe()), device: canvas(393, 800))
        #expect(driver.find(text: "Colors") == nil)
        driver.tap(at: CGPoint(x: 393 - 14, y: 400))
        driver.settle()
        #expect(driver.find(text: "Colors") != nil)
        #expect(driver.find(text: "OPACITY") != nil)
        // 12 columns across 361 points.
        let cell = 361.0 / 12
        let cells = fills(of: CGSize(width: cell, height: cell), in: driver.makeDisplayList())
        #expect(cells.count == 12 * 11)
        #expect(Set(cells.compactMap(\.fillBounds?.minX)).count == 12)
        #expect(cells.compactMap(\.fillBounds?.minX).min() == 16)
    }

    @Test("Choosing a cell writes its colour at the slider's opacity; the sheet stays open until closed")
    func chooses() throws {
        let probe = StateProbe<Color>()
        let driver = InteractionDriver(InkPicker(probe: probe), device: canvas(393, 800))
        driver.tap(at: CGPoint(x: 393 - 14, y: 400))
        driver.settle()
        let cells = fills(of: CGSize(width: 361.0 / 12, height: 361.0 / 12), in: driver.makeDisplayList())
        // The fifth shade of the sixth hue (350°, a red): row 5, column 5.
        let target = try #require(cells.first { drawn in
            guard let bounds = drawn.fillBounds else { return false }
            return near(bounds.minX, 16 + 5 * 361.0 / 12)
                && near(bounds.minY, (cells.compactMap(\.fillBounds?.minY).min() ?? 0) + 5 * 361.0 / 12)
        })
        let bounds = try #require(target.fillBounds)
        driver.tap(at: CGPoint(x: bounds.midX, y: bounds.midY))
        let chosen = try #require(probe.value.map(resolved))
        #expect(ColorGrid.matches(chosen, ColorGrid.color(row: 5, column: 5)))
        #expect(chosen.alpha == 1)
        #expect(driver.find(text: "Colors") != nil)
    }

    @Test("Without opacity the sheet has no slider")
    func noOpacity() {
        let driver = InteractionDriver(InkPicker(probe: StateProbe(), supportsOpacity: false), device: canvas(393, 800))
        driver.tap(at: CGPoint(x: 393 - 14, y: 400))
        driver.settle()
        #expect(driver.find(text: "Colors") != nil)
        #expect(driver.find(text: "OPACITY") == nil)
    }

    @Test("The grid's first row runs from white to black; its hues darkest at the top, palest at the bottom")
    func palette() {
        #expect(ColorGrid.color(row: 0, column: 0) == RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(ColorGrid.color(row: 0, column: 11) == RGBA(red: 0, green: 0, blue: 0, alpha: 1))
        let top = ColorGrid.color(row: 1, column: 3)
        let bottom = ColorGrid.color(row: 10, column: 3)
        #expect(top.red + top.green + top.blue < bottom.red + bottom.green + bottom.blue)
    }

    @Test("A CGColor binding is written as the chosen colour's components")
    func cgColor() throws {
        let probe = StateProbe<CGColor>()
        let driver = InteractionDriver(PaperPicker(probe: probe), device: canvas(393, 800))
        driver.tap(at: CGPoint(x: 393 - 14, y: 400))
        driver.settle()
        let cells = fills(of: CGSize(width: 361.0 / 12, height: 361.0 / 12), in: driver.makeDisplayList())
        let black = try #require(cells.first { $0.fillBounds.map { near($0.minX, 16 + 11 * 361.0 / 12) } ?? false })
        let bounds = try #require(black.fillBounds)
        driver.tap(at: CGPoint(x: bounds.midX, y: bounds.midY))
        #expect(probe.value?.components == [0, 0, 0, 1])
    }
}
