import CCairo
import Foundation
import Testing
@testable import MeadowCairo

/// The SF Symbol names the apps use, each of which must have a drawing of our own.
private let symbolNames = [
    "ellipsis.circle.fill", "magnifyingglass", "sun.max", "sun.max.fill", "sun.dust", "sun.dust.fill",
    "sun.haze", "cloud.sun.rain", "cloud.sun.bolt", "cloud.rain.fill", "cloud.bolt.fill", "snow", "xmark", "xmark.circle.fill",
    "book.fill", "lock.fill", "bookmark.fill", "macwindow", "chart.bar", "chart.pie", "plus",
    "folder.fill.badge.plus", "triangle", "bubble.left", "star", "star.fill", "list.bullet",
    "chevron.left", "chevron.right", "chevron.right.circle", "cloud", "cloud.sun", "cloud.fog", "cloud.drizzle",
    "cloud.rain", "cloud.heavyrain", "cloud.sleet", "cloud.snow", "cloud.bolt.rain",
    "chevron.down", "chevron.up", "chevron.up.chevron.down", "checkmark",
]

/// The alpha channel of a symbol drawn in black into a 64 × 64 pixel surface at scale 2,
/// in the rect (4, 4, 24, 24) points, i.e. pixels 8..<56.
private struct SymbolRaster {
    static let side = 64
    static let scale = 2.0
    static let rect = CGRect(x: 4, y: 4, width: 24, height: 24)

    /// Whether `SymbolSet.draw` reported drawing something.
    var drew = false
    /// Row-major alpha values, `side` × `side`.
    var alpha = [UInt8](repeating: 0, count: side * side)

    init(_ name: String, weight: Int = 400) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(Self.side), Int32(Self.side)) else {
            return
        }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return }
        cairo_scale(cr, Self.scale, Self.scale)
        cairo_set_source_rgb(cr, 0, 0, 0)
        drew = SymbolSet.draw(name, in: Self.rect, weight: weight, cr: cr)
        cairo_destroy(cr)

        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let bytes = UnsafeRawPointer(data)
        for y in 0..<Self.side {
            for x in 0..<Self.side {
                let pixel = bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                alpha[y * Self.side + x] = UInt8(truncatingIfNeeded: pixel >> 24)
            }
        }
    }

    /// The pixel range covered by `rect` grown by `slack` points on every side.
    static func pixels(slack: Double) -> Range<Int> {
        let low = Int(((Double(rect.minX) - slack) * scale).rounded(.down))
        let high = Int(((Double(rect.maxX) + slack) * scale).rounded(.up))
        return max(0, low)..<min(side, high)
    }

    /// The share of the rect's pixels whose alpha exceeds 128.
    var inkedFraction: Double {
        let range = Self.pixels(slack: 0)
        var inked = 0
        for y in range {
            for x in range where alpha[y * Self.side + x] > 128 { inked += 1 }
        }
        return Double(inked) / Double(range.count * range.count)
    }

    /// How many pixels outside the rect grown by `slack` points carry any ink.
    func pixelsOutside(slack: Double) -> Int {
        let range = Self.pixels(slack: slack)
        var count = 0
        for y in 0..<Self.side {
            for x in 0..<Self.side where !(range.contains(x) && range.contains(y)) {
                if alpha[y * Self.side + x] > 0 { count += 1 }
            }
        }
        return count
    }

    /// How many pixels carry any ink at all.
    var inkedPixels: Int { alpha.filter { $0 > 0 }.count }
}

@Suite("SymbolSet")
struct SymbolSetTests {
    @Test("Every symbol the apps use has a drawing", arguments: symbolNames)
    func everySymbolHasADrawing(name: String) {
        #expect(SymbolSet.contains(name))
    }

    @Test("A symbol inks a reasonable share of its rect, neither a speck nor a block", arguments: symbolNames)
    func symbolInksAReasonableShareOfItsRect(name: String) {
        let raster = SymbolRaster(name)
        #expect(raster.drew)
        #expect(raster.inkedFraction > 0.03, "\(name) inks only \(raster.inkedFraction)")
        #expect(raster.inkedFraction < 0.70, "\(name) inks \(raster.inkedFraction)")
    }

    @Test("A symbol draws nothing outside its rect", arguments: symbolNames)
    func symbolStaysInsideItsRect(name: String) {
        #expect(SymbolRaster(name).pixelsOutside(slack: 1) == 0)
    }

    @Test("The thinnest and the heaviest weights still fit the rect", arguments: symbolNames, [100, 900])
    func extremeWeightsStayInsideTheRect(name: String, weight: Int) {
        let raster = SymbolRaster(name, weight: weight)
        #expect(raster.inkedFraction > 0.02)
        #expect(raster.pixelsOutside(slack: 1) == 0)
    }

    @Test("A heavier weight draws an outline symbol with thicker strokes",
          arguments: symbolNames.filter { !$0.contains(".fill") })
    func heavierWeightInksMore(name: String) {
        #expect(SymbolRaster(name, weight: 700).inkedFraction > SymbolRaster(name, weight: 400).inkedFraction)
    }

    @Test("An unknown name returns false and draws nothing")
    func unknownNameDrawsNothing() {
        let raster = SymbolRaster("no.such.symbol")
        #expect(!SymbolSet.contains("no.such.symbol"))
        #expect(!raster.drew)
        #expect(raster.inkedPixels == 0)
    }

    @Test("Drawing leaves the context's state as it found it")
    func drawingRestoresTheContext() {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 16, 16) else { return }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        cairo_set_line_width(cr, 3)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        let source = cairo_get_source(cr)

        #expect(SymbolSet.draw("star.fill", in: CGRect(x: 0, y: 0, width: 16, height: 16), weight: 400, cr: cr))

        #expect(cairo_get_line_width(cr) == 3)
        #expect(cairo_get_operator(cr) == CAIRO_OPERATOR_SOURCE)
        #expect(cairo_get_line_cap(cr) == CAIRO_LINE_CAP_SQUARE)
        #expect(cairo_get_source(cr) == source)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        #expect(matrix.xx == 1 && matrix.yy == 1 && matrix.x0 == 0 && matrix.y0 == 0)
    }
}
