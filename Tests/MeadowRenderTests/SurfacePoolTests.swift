import CCairo
import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import MeadowCairo

/// Holds the binding of a view's state, so a test can change it between frames.
@MainActor
private final class OffsetBox {
    var binding: Binding<CGFloat>?
}

/// A square sliding under a bar of regular material: every frame reads what is behind the bar into a layer of the
/// same size, blurs it, paints it and frees it.
private struct SlidingUnderMaterial: View {
    let box: OffsetBox
    @State var x: CGFloat = 0

    var body: some View {
        let _ = box.binding = $x
        ZStack(alignment: .top) {
            Color.red.frame(width: 40, height: 40).offset(x: x, y: 10)
            Color.clear.frame(width: 120, height: 50).background(.regularMaterial)
        }
        .frame(width: 120, height: 160, alignment: .top)
    }
}

/// Freed layers' surfaces handed to the next layers of their size, instead of allocated again frame after frame.
@MainActor
@Suite("Layer surfaces reused")
struct SurfacePoolTests {
    static let device = Device(name: "canvas", size: CGSize(width: 120, height: 160), safeAreaInsets: EdgeInsets(), scale: 2)

    @Test("A surface given back comes out again for the same format and size, every pixel transparent once more")
    func givenBackSurfaceIsClearedAndReused() throws {
        let pool = SurfacePool(budget: 1024 * 1024)
        let first = try #require(pool.surface(CAIRO_FORMAT_ARGB32, width: 30, height: 20))
        let cr = try #require(cairo_create(first))
        cairo_set_source_rgba(cr, 1, 0, 0, 1)
        cairo_paint(cr)
        cairo_destroy(cr)
        pool.giveBack(first)
        #expect(pool.unusedBytes == 30 * 4 * 20)
        let other = try #require(pool.surface(CAIRO_FORMAT_A8, width: 30, height: 20))
        let again = try #require(pool.surface(CAIRO_FORMAT_ARGB32, width: 30, height: 20))
        #expect(again == first)
        #expect(pool.allocations == 2 && pool.reuses == 1)
        cairo_surface_flush(again)
        let stride = Int(cairo_image_surface_get_stride(again))
        let data = try #require(cairo_image_surface_get_data(again))
        #expect(UnsafeBufferPointer(start: data, count: stride * 20).allSatisfy { $0 == 0 })
        pool.giveBack(again)
        pool.giveBack(other)
        pool.empty()
        #expect(pool.unusedBytes == 0)
    }

    @Test("Past its budget the pool keeps no more surfaces: one given back over it is destroyed")
    func budgetLimitsWhatIsKept() throws {
        let pool = SurfacePool(budget: 30 * 4 * 20)
        let first = try #require(pool.surface(CAIRO_FORMAT_ARGB32, width: 30, height: 20))
        let second = try #require(pool.surface(CAIRO_FORMAT_ARGB32, width: 30, height: 20))
        pool.giveBack(first)
        pool.giveBack(second)
        #expect(pool.unusedBytes == 30 * 4 * 20)
        _ = try #require(pool.surface(CAIRO_FORMAT_ARGB32, width: 30, height: 20))
        _ = try #require(pool.surface(CAIRO_FORMAT_ARGB32, width: 30, height: 20))
        #expect(pool.allocations == 3 && pool.reuses == 1)
    }

    @Test("A bar of material over moving content makes a backdrop layer a frame, but allocates its surface once")
    func materialBackdropReusesItsSurface() {
        let box = OffsetBox()
        let screen = ScreenRenderer(rootView: SlidingUnderMaterial(box: box), device: Self.device, assetCatalog: .empty)
        let renderer = screen.renderer
        var made: [Int] = [], allocated: [Int] = []
        for frame in 0..<8 {
            box.binding?.wrappedValue = CGFloat(frame)
            let before = (renderer.surfaces.allocations, renderer.surfaces.reuses)
            _ = screen.renderImage()
            allocated.append(renderer.surfaces.allocations - before.0)
            made.append(renderer.surfaces.allocations + renderer.surfaces.reuses - before.0 - before.1)
        }
        // Every layer allocated its own surface before the pool: `made` is what was allocated then.
        #expect(made == [1, 1, 1, 1, 1, 1, 1, 1])
        #expect(allocated == [1, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test("A frame drawn through a reused surface has the pixels a fresh renderer draws")
    func reusedSurfacesDrawTheSamePixels() {
        let box = OffsetBox()
        let screen = ScreenRenderer(rootView: SlidingUnderMaterial(box: box), device: Self.device, assetCatalog: .empty)
        for frame in 0..<3 {
            box.binding?.wrappedValue = CGFloat(frame)
            _ = screen.renderImage()
        }
        box.binding?.wrappedValue = 3
        let list = screen.makeFrame()
        let reused = screen.renderer.render(list, size: Self.device.size, scale: 2)
        #expect(screen.renderer.surfaces.reuses == 3)
        let fresh = CairoRenderer(textSystem: .shared).render(list, size: Self.device.size, scale: 2)
        let same = reused.withPixels { a, _ in fresh.withPixels { b, _ in a.elementsEqual(b) } }
        #expect(same)
    }
}
