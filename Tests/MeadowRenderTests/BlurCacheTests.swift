import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// Holds the binding of a view's state, so a test can change it between frames.
@MainActor
private final class CornerBox {
    var binding: Binding<CGFloat>?
}

/// A red square with a shadow whose corners round when its state says so: the same node, new content.
private struct RoundingShadow: View {
    let box: CornerBox
    @State var cornerRadius: CGFloat = 0

    var body: some View {
        let _ = box.binding = $cornerRadius
        RoundedRectangle(cornerRadius: cornerRadius).fill(Color.red).frame(width: 40, height: 40)
            .shadow(color: .black, radius: 4)
    }
}

/// A blurred square that a state moves by whole points.
private struct MovingBlur: View {
    let box: CornerBox
    @State var y: CGFloat = 0

    var body: some View {
        let _ = box.binding = $y
        Color.red.frame(width: 40, height: 40).blur(radius: 3).offset(y: y)
    }
}

/// A red square blurred by a radius its state sets, so a test can move the radius a little between frames.
private struct AnimatedRadiusBlur: View {
    let box: CornerBox
    @State var radius: CGFloat = 4.5

    var body: some View {
        let _ = box.binding = $radius
        Color.red.frame(width: 40, height: 40).blur(radius: radius)
    }
}

/// Red over blue, larger than the screen, blurred until its state moves it down, which also takes its blur to
/// radius 0: where it lies on screen, its pixels before and after cover the same area.
private struct MovedOutOfBlur: View {
    let box: CornerBox
    @State var y: CGFloat = 0

    var body: some View {
        let _ = box.binding = $y
        VStack(spacing: 0) {
            Color.red.frame(height: 150)
            Color.blue.frame(height: 150)
        }
        .frame(width: 300)
        .blur(radius: y == 0 ? 3 : 0)
        .offset(y: y)
    }
}

/// Whether two images have exactly the same pixels.
@MainActor
private func samePixels(_ a: CairoImage, _ b: CairoImage) -> Bool {
    guard a.width == b.width, a.height == b.height else { return false }
    return a.withPixels { pa, _ in b.withPixels { pb, _ in pa.elementsEqual(pb) } }
}

@Suite("Shadow and blur caches")
@MainActor
struct BlurCacheTests {
    static let device = Device(name: "canvas", size: CGSize(width: 100, height: 100), safeAreaInsets: EdgeInsets(), scale: 2)

    /// Two frames of `makeView`'s view on one long-lived screen, its state set to `value` between them: the
    /// screen, its first frame, and the second frame drawn by the screen's renderer and by a new one.
    private func framesAfterChange<V: View>(
        _ makeView: (CornerBox) -> V, to value: CGFloat
    ) -> (screen: ScreenRenderer<CairoRenderer>, first: CairoImage, cached: CairoImage, fresh: CairoImage) {
        let box = CornerBox()
        let screen = ScreenRenderer(rootView: makeView(box), device: Self.device, assetCatalog: .empty)
        let first = screen.renderImage()
        box.binding?.wrappedValue = value
        let list = screen.makeFrame()
        let cached = screen.renderer.render(list, size: Self.device.size, scale: 2)
        let fresh = CairoRenderer(textSystem: .shared).render(list, size: Self.device.size, scale: 2)
        return (screen, first, cached, fresh)
    }

    @Test("A shadow whose content changes at the same size is blurred again, not reused from the cache")
    func changedContentRedraws() throws {
        let (_, square, cached, fresh) = framesAfterChange({ RoundingShadow(box: $0) }, to: 20)
        #expect(!samePixels(square, cached), "the circle looks different from the square")
        #expect(samePixels(cached, fresh), "the long-lived renderer drew the same pixels as a new one")
    }

    @Test("A blurred layer that moves by whole pixels draws the same pixels as a fresh renderer")
    func movedLayerMatchesFresh() {
        let (_, _, cached, fresh) = framesAfterChange({ MovingBlur(box: $0) }, to: 10)
        #expect(samePixels(cached, fresh))
    }

    @Test("A blur radius moved a little, as in a spring's tail, blurs with the same box passes: the long-lived renderer reuses its layer and draws what a fresh one draws")
    func radiusWithinTheSamePassesMatchesFresh() {
        let (screen, _, cached, fresh) = framesAfterChange({ AnimatedRadiusBlur(box: $0) }, to: 4.52)
        #expect(samePixels(cached, fresh))
        // The first frame missed three layers: the content on the device grid, averaged onto the blur's grid, and
        // its blur; the second found the blur.
        #expect(screen.renderer.layerSummary.contains(" 1 hits, 3 misses"), "the blurred layer was reused: \(screen.renderer.layerSummary)")
    }

    @Test("A blur animated out to radius 0 is copied from the unblurred pixels its blur kept: the same pixels as drawn in place")
    func radiusZeroCopiesKeptContent() {
        let (screen, blurred, cached, fresh) = framesAfterChange({ AnimatedRadiusBlur(box: $0) }, to: 0)
        #expect(samePixels(cached, fresh))
        #expect(!samePixels(cached, blurred), "the square is sharp again")
        // The first frame missed the content on the device grid, averaged onto the blur's grid, and its blur; the
        // second found the content on the device grid.
        #expect(screen.renderer.layerSummary.contains(" 1 hits, 3 misses"), "the content was copied: \(screen.renderer.layerSummary)")
    }

    @Test("A blur animating in keeps its unblurred pixels from its first frame, too slight to blur, and blurs them in the next")
    func blurAnimatingInKeepsContentFromItsFirstFrame() {
        let box = CornerBox()
        let driver = SnapshotDriver(AnimatedRadiusBlur(box: box, radius: 0), device: Self.device)
        _ = driver.snapshot()
        #expect(driver.screen.renderer.layerSummary.hasPrefix("layers 0,"), "\(driver.screen.renderer.layerSummary)")
        withAnimation(.linear(duration: 1)) { box.binding?.wrappedValue = 4.5 }
        // The frame that applies the change starts the animation at radius 0; the one 10 ms later draws 0.045.
        _ = driver.snapshot()
        driver.step(0.01)
        _ = driver.snapshot()
        // A radius of 0.045 points, 0.09 pixels, changes no pixel: the group is drawn from its unblurred pixels,
        // made now.
        #expect(driver.screen.renderer.layerSummary.hasPrefix("layers 1,"), "\(driver.screen.renderer.layerSummary)")
        driver.step(0.5)
        _ = driver.snapshot()
        #expect(driver.screen.renderer.layerSummary.contains(" 1 hits, "), "\(driver.screen.renderer.layerSummary)")
    }

    @Test("A view under a blur of radius 0 that never blurred is drawn in place, with no layer made or counted missed")
    func radiusZeroWithoutKeptContentDrawsInPlace() {
        let view = Color.red.frame(width: 40, height: 40).blur(radius: 0)
        let screen = ScreenRenderer(rootView: view, device: Self.device, assetCatalog: .empty)
        let image = screen.renderImage()
        #expect(image.color(x: 100, y: 100) == PixelColor(255, 59, 48), "the square is drawn, in the system red")
        #expect(screen.renderer.layerSummary.hasPrefix("layers 0, 0.0 MB"), "\(screen.renderer.layerSummary)")
        #expect(screen.renderer.layerSummary.contains(" 0 hits, 0 misses"), "\(screen.renderer.layerSummary)")
    }

    @Test("A group that moved since its blur kept its unblurred pixels is drawn where it is now, not copied where it was")
    func movedGroupIsNotCopiedFromKeptContent() {
        let (_, _, cached, fresh) = framesAfterChange({ MovedOutOfBlur(box: $0) }, to: 10)
        #expect(samePixels(cached, fresh))
    }
}
