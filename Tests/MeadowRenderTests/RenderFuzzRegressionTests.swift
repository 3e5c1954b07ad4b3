import CPango
import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

// The smallest trees the layout fuzzer (issue 9), drawing with Cairo and measuring with Pango, found trapping,
// each named after its tree.
@Suite("Render fuzzer regressions")
@MainActor
struct RenderFuzzRegressionTests {
    @Test("Rectangle() on a 0 × 500 canvas renders an image one pixel wide instead of trapping")
    func emptyCanvas() {
        let image = ViewHarness(Rectangle(), size: CGSize(width: 0, height: 500), scale: 2).renderImage()
        #expect(image.width == 1)
        #expect(image.height == 1000)
    }

    @Test(
        "Rectangle().shadow(radius: 1e9 or -250 or inf, x: 1e15) draws the rectangle and no trap",
        arguments: [CGFloat(1e9), -250, .infinity, .nan])
    func extremeShadow(radius: CGFloat) {
        let view = Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 10, height: 10)
            .shadow(color: .black, radius: radius, x: 1e15, y: 168)
        let image = ViewHarness(view, size: CGSize(width: 20, height: 20), scale: 1).renderImage()
        #expect(image.color(x: 10, y: 10) == PixelColor(255, 0, 0), "the rectangle itself")
        #expect(image.color(x: 2, y: 2) == .white, "no shadow reaches the corner")
    }

    @Test("Color.blue.blur(radius: 1e9) draws without allocating a surface the blur's size")
    func hugeBlur() {
        let view = Color.blue.frame(width: 10, height: 10).blur(radius: 1e9)
        let image = ViewHarness(view, size: CGSize(width: 20, height: 20), scale: 1).renderImage()
        #expect(image.color(x: 10, y: 10).isClose(to: .white, tolerance: 2), "a blur as wide as that spreads the colour to nothing")
    }

    @Test("Color.blue.blur(radius: 356).scaleEffect(x: 1e9, y: 2) draws without a surface wider than Cairo's limit")
    func blurUnderHugeScale() {
        let view = Color.blue.frame(width: 10, height: 10).blur(radius: 356).scaleEffect(x: 1e9, y: 2)
        let image = ViewHarness(view, size: CGSize(width: 20, height: 20), scale: 1).renderImage()
        #expect(image.width == 20)
        #expect(image.color(x: 0, y: 10).isClose(to: .white, tolerance: 10), "so wide a blur leaves a faint tint at most")
    }

    @Test("Capsule().cornerRadius(1e15).rotationEffect(.degrees(45)).scaleEffect(x: 1e9, y: 1) fills the canvas instead of crashing Cairo")
    func capsuleUnderHugeScale() {
        // The fuzzer's tree and canvas: points a billion times out, which overflow Cairo's fixed-point coordinates.
        let view = Capsule().cornerRadius(1e15).rotationEffect(.degrees(45)).scaleEffect(x: 1e9, y: 1)
        let image = ViewHarness(view, size: CGSize(width: 10000, height: 10000), scale: 0.1).renderImage()
        // The 10,000-point circle stretched a billion times across is a band as tall as the circle, drawn in the
        // foreground colour: all of the canvas but its top and bottom edges.
        #expect(image.color(x: 500, y: 500) == PixelColor(0, 0, 0))
        #expect(image.color(x: 0, y: 500) == PixelColor(0, 0, 0))
        #expect(image.color(x: 999, y: 100) == PixelColor(0, 0, 0))
    }

    @Test("Rectangle().frame(width: 10, height: 10).scaleEffect(x: 1e9, y: 1) is a band ten points tall, and its outline draws without a crash")
    func bandUnderHugeScale() {
        let band = Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 10, height: 10).scaleEffect(x: 1e9, y: 1)
        let filled = ViewHarness(band, size: CGSize(width: 100, height: 100), scale: 1).renderImage()
        #expect(filled.color(x: 0, y: 50) == PixelColor(0, 0, 255))
        #expect(filled.color(x: 99, y: 46) == PixelColor(0, 0, 255))
        #expect(filled.color(x: 50, y: 40) == .white)
        #expect(filled.color(x: 50, y: 60) == .white)
        // Stroked, the outline is cut to Cairo's range as the fill is, and drawing it must not crash; nothing of it
        // reaches outside its band.
        let outline = Rectangle().stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 2).frame(width: 10, height: 10)
            .scaleEffect(x: 1e9, y: 1)
        let stroked = ViewHarness(outline, size: CGSize(width: 100, height: 100), scale: 1).renderImage()
        #expect(stroked.color(x: 50, y: 20) == .white)
        #expect(stroked.color(x: 50, y: 80) == .white)
    }

    @Test("Text(\"مرحبا بالعالم\").scaleEffect(x: 1e9, y: 1) is left out with a warning, and text drawn after it draws as before")
    func textUnderHugeScale() {
        func inkedPixels(_ view: some View) -> Int {
            ViewHarness(view, size: CGSize(width: 200, height: 60), scale: 1).renderImage().inkedPixels
        }
        let greeting = Text("مرحبا بالعالم").font(.system(size: 30))
        let before = inkedPixels(greeting)
        #expect(before > 200)
        // Drawn, a billion times wide, Cairo would fail to make the font and mark its face failed for the process.
        #expect(inkedPixels(greeting.scaleEffect(x: 1e9, y: 1)) == 0)
        #expect(PangoTextSystem.shared.warnings.messages.contains { $0.hasPrefix("text scaled past 32768 pixels per em is not drawn") })
        #expect(inkedPixels(greeting) == before, "the font still draws")
    }

    @Test("Text(\"\u{200F}\u{202E}reversed\").scaleEffect(x: 3.0, y: 0.0) draws nothing, and Cairo makes no font it cannot")
    func flattenedText() {
        // The fuzzer's tree and canvas: the zero scale is drawn at the renderer's smallest, 1/10,000, so an em of the
        // font the two marks fall back to (DejaVu Sans Mono) is far under FreeType's unit, a 64th of a pixel. Cairo
        // failed to make that font, said so through Pango's warnings, and marked the font's face failed for the
        // process.
        PangoWarnings.installed
        let warningsBefore = PangoWarnings.count
        let image = ViewHarness(Text("\u{200F}\u{202E}reversed").scaleEffect(x: 3.0, y: 0.0), size: CGSize(width: 853, height: 89), scale: 1)
            .renderImage()
        #expect(PangoWarnings.count == warningsBefore)
        #expect(image.inkedPixels == 0)
    }

    @Test("Text(\"日本語のテキスト\").frame(width: 1e15) measures with Pango as the unconstrained text does")
    func hugeTextWidth() {
        let wide = ViewHarness(Text("日本語のテキスト").frame(width: 1e15), size: CGSize(width: 100, height: 100)).layoutTree
        let free = ViewHarness(Text("日本語のテキスト").fixedSize(), size: CGSize(width: 100, height: 100)).layoutTree
        let measured = wide.node(kind: .text)?.frame.size
        #expect(measured != nil)
        #expect(measured == free.node(kind: .text)?.frame.size)
    }
}

@Suite("Render fuzzing")
@MainActor
struct RenderFuzzTests {
    @Test("Two hundred random trees measured by Pango and drawn by Cairo keep finite, repeatable frames and never trap")
    func drawnTrees() {
        // Issue 9: `make test`'s drawn share of the fuzzer, on a fixed seed; `make fuzz` draws 10,000 more.
        let renderer = CairoRenderer(textSystem: PangoTextSystem.shared)
        let fuzzer = LayoutFuzzer(textSystem: { PangoTextSystem.shared }) { list, canvas in
            _ = renderer.render(list, size: canvas, scale: min(1, 500 / max(canvas.width, canvas.height, 1)), background: nil)
        }
        let failures = fuzzer.run(seed: 9, count: 200)
        #expect(failures.isEmpty, "run seed 9: \(failures.count) failing trees; the first: \(failures.first.map { "\($0)" } ?? "")")
    }
}

extension CairoImage {
    /// How many pixels are not white.
    fileprivate var inkedPixels: Int {
        var count = 0
        for y in 0..<height {
            for x in 0..<width where color(x: x, y: y) != .white { count += 1 }
        }
        return count
    }
}

/// Counts Pango's warnings that Cairo failed to make a font ("failed to create cairo scaled font"), which then go
/// on to standard error as before. Pango logs through GLib's structured log, whose writer a process sets once.
private enum PangoWarnings {
    nonisolated(unsafe) static var count = 0

    static let installed: Void = {
        g_log_set_writer_func({ level, fields, fieldCount, data in
            let messages = UnsafeBufferPointer(start: fields, count: Int(fieldCount)).filter {
                $0.key.map { String(cString: $0) } == "MESSAGE"
            }
            for field in messages where field.length < 0 {
                if let value = field.value, String(cString: value.assumingMemoryBound(to: CChar.self)).contains("cairo scaled font") {
                    PangoWarnings.count += 1
                }
            }
            return g_log_writer_default(level, fields, fieldCount, data)
        }, nil, nil)
    }()
}
