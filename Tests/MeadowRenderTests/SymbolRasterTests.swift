import CCairo
import Foundation
import MeadowCore
import MeadowTesting
import Testing
@testable import MeadowCairo

/// Four symbols in a column a fraction of a pixel off the grid, moved by an offset: the symbols of a frame.
private struct SymbolColumn: View {
    static let names = ["sun.max", "star.fill", "cloud.rain.fill", "snow"]
    var showsSymbols = true

    var body: some View {
        VStack(spacing: 6.3) {
            ForEach(Self.names, id: \.self) { name in
                if showsSymbols {
                    Image(systemName: name).resizable().foregroundColor(.orange).frame(width: 30.3, height: 30.3)
                } else {
                    Color.clear.frame(width: 30.3, height: 30.3)
                }
            }
        }
        .offset(x: 0.35, y: 10.2)
    }
}

@Suite("Symbols drawn ahead")
@MainActor
struct SymbolRasterTests {
    /// The symbols `list` draws, with the origin of the points they are drawn in: the origins of the offsets
    /// around them added up.
    static func symbols(in list: DisplayList, origin: CGPoint = .zero) -> [(DisplayItem, CGPoint)] {
        list.items.flatMap { item -> [(DisplayItem, CGPoint)] in
            switch item {
            case .symbol: return [(item, origin)]
            case .group(.offset(let offset), let inner):
                return symbols(in: inner, origin: CGPoint(x: origin.x + offset.width, y: origin.y + offset.height))
            case .group(_, let inner): return symbols(in: inner, origin: origin)
            default: return []
            }
        }
    }

    @Test("A frame's symbols are drawn ahead, all at once, into the pixels each draws in place")
    func symbolsDrawnAheadArePaintedWhereTheyFall() throws {
        let size = CGSize(width: 60, height: 170)
        let harness = ViewHarness(SymbolColumn(), size: size, scale: 2)
        let list = harness.displayList
        let drawn = harness.screen.renderer.render(list, size: size, scale: 2)
        #expect(harness.screen.renderer.layerSummary.hasSuffix(", 4 symbols drawn ahead"), "\(harness.screen.renderer.layerSummary)")

        // The same frame without the symbols, then each drawn into it in place, as Cairo draws it there.
        let expected = ViewHarness(SymbolColumn(showsSymbols: false), size: size, scale: 2).renderImage()
        let cr = try #require(cairo_create(expected.surface))
        defer { cairo_destroy(cr) }
        let placed = Self.symbols(in: list)
        #expect(placed.count == 4)
        for (item, origin) in placed {
            guard case .symbol(let name, let rect, let weight, let color) = item else { continue }
            let top = (origin.y + rect.minY) * 2
            #expect(top != top.rounded(), "\(name) falls between pixels")
            cairo_identity_matrix(cr)
            cairo_scale(cr, 2, 2)
            cairo_translate(cr, origin.x, origin.y)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            #expect(SymbolSet.draw(name, in: rect, weight: weight, cr: cr))
        }
        cairo_surface_flush(expected.surface)
        // Drawn into pixels of their own and then over the frame, an edge pixel may round one level apart.
        #expect(pixelsDiffering(drawn, expected, byMoreThan: 1) == 0)
        let blank = ViewHarness(SymbolColumn(showsSymbols: false), size: size, scale: 2)
        #expect(pixelsDiffering(drawn, blank.renderImage(), byMoreThan: 1) > 1000, "the symbols are drawn")
    }
}
