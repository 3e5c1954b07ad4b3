import CCairo
import Foundation
import MeadowCore
import MeadowTesting
import Testing
@testable import MeadowCairo

/// Four symbols in a column a fraction of a pixel off the grid, moved by an offset, and clipped to its bounds or
/// to an ellipse that cuts into the first and the last: the symbols of a frame.
private struct SymbolColumn: View {
    static let names = ["sun.max", "star.fill", "cloud.rain.fill", "snow"]
    var showsSymbols = true
    var isClipped = false

    var body: some View {
        if isClipped {
            column.clipShape(Ellipse()).offset(x: 0.35, y: 10.2)
        } else {
            column.clipShape(Rectangle()).offset(x: 0.35, y: 10.2)
        }
    }

    var column: some View {
        VStack(spacing: 6.3) {
            ForEach(Self.names, id: \.self) { name in
                if showsSymbols {
                    Image(systemName: name).resizable().foregroundColor(.orange).frame(width: 30.3, height: 30.3)
                } else {
                    Color.clear.frame(width: 30.3, height: 30.3)
                }
            }
        }
    }
}

@Suite("Symbols drawn ahead")
@MainActor
struct SymbolRasterTests {
    /// A symbol `list` draws, with the origin of the points it is drawn in (the offsets around it added up) and
    /// the clips around it, each with the origin of its points.
    typealias Placed = (item: DisplayItem, origin: CGPoint, clips: [(path: Path, style: FillStyle, origin: CGPoint)])

    /// The symbols `list` draws.
    static func symbols(in list: DisplayList, origin: CGPoint = .zero, clips: [(path: Path, style: FillStyle, origin: CGPoint)] = []) -> [Placed] {
        list.items.flatMap { item -> [Placed] in
            switch item {
            case .symbol: return [(item, origin, clips)]
            case .group(.offset(let offset), let inner):
                let moved = CGPoint(x: origin.x + offset.width, y: origin.y + offset.height)
                return symbols(in: inner, origin: moved, clips: clips)
            case .group(.clip(let path, let style), let inner):
                return symbols(in: inner, origin: origin, clips: clips + [(path, style, origin)])
            case .group(_, let inner): return symbols(in: inner, origin: origin, clips: clips)
            default: return []
            }
        }
    }

    @Test("A frame's symbols are drawn ahead, all at once, into the pixels each draws in place, within its clips too", arguments: [false, true])
    func symbolsDrawnAheadArePaintedWhereTheyFall(isClipped: Bool) throws {
        let size = CGSize(width: 60, height: 170)
        let harness = ViewHarness(SymbolColumn(isClipped: isClipped), size: size, scale: 2)
        let list = harness.displayList
        let drawn = harness.screen.renderer.render(list, size: size, scale: 2)
        #expect(harness.screen.renderer.layerSummary.hasSuffix(", 4 symbols drawn ahead"), "\(harness.screen.renderer.layerSummary)")

        // The same frame without the symbols, then each drawn into it in place, within its clips, as Cairo draws
        // it there.
        let expected = ViewHarness(SymbolColumn(showsSymbols: false), size: size, scale: 2).renderImage()
        let cr = try #require(cairo_create(expected.surface))
        defer { cairo_destroy(cr) }
        let placed = Self.symbols(in: list)
        #expect(placed.count == 4)
        for (item, origin, clips) in placed {
            guard case .symbol(let name, let rect, let weight, let color) = item else { continue }
            let top = (origin.y + rect.minY) * 2
            #expect(top != top.rounded(), "\(name) falls between pixels")
            #expect(clips.count == 1)
            cairo_save(cr)
            for clip in clips {
                cairo_identity_matrix(cr)
                cairo_scale(cr, 2, 2)
                cairo_translate(cr, clip.origin.x, clip.origin.y)
                CairoPath.add(clip.path, to: cr)
                cairo_clip(cr)
            }
            cairo_identity_matrix(cr)
            cairo_scale(cr, 2, 2)
            cairo_translate(cr, origin.x, origin.y)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            #expect(SymbolSet.draw(name, in: rect, weight: weight, cr: cr))
            cairo_restore(cr)
        }
        cairo_surface_flush(expected.surface)
        // Drawn into pixels of their own and then over the frame, an edge pixel may round one level apart.
        #expect(pixelsDiffering(drawn, expected, byMoreThan: 1) == 0)
        let blank = ViewHarness(SymbolColumn(showsSymbols: false), size: size, scale: 2)
        #expect(pixelsDiffering(drawn, blank.renderImage(), byMoreThan: 1) > 1000, "the symbols are drawn")
        if isClipped {
            let unclipped = ViewHarness(SymbolColumn(), size: size, scale: 2).renderImage()
            #expect(pixelsDiffering(drawn, unclipped, byMoreThan: 8) > 20, "the corners cut into the symbols")
        }
    }
}
