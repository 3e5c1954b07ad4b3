import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// Holds the binding of a view's offset, so a test can animate it.
@MainActor
private final class OffsetBox {
    var binding: Binding<CGFloat>?
}

/// A blue card with a title and a symbol, moved down by its state: a sheet springing, in small.
private struct SlidingCard: View {
    let box: OffsetBox
    var x: CGFloat = 0
    @State var y: CGFloat

    var body: some View {
        let _ = box.binding = $y
        VStack(spacing: 8) {
            Text("Monday").font(.title).foregroundColor(.white)
            Image(systemName: "sun.max").resizable().foregroundColor(.yellow).frame(width: 40, height: 40)
        }
        .padding()
        .background(Color.blue)
        .cornerRadius(12)
        .offset(x: x, y: y)
    }
}

@Suite("Views an animation moves")
@MainActor
struct SlidingRenderingTests {
    static let device = Device(name: "canvas", size: CGSize(width: 160, height: 240), safeAreaInsets: EdgeInsets(), scale: 2)

    /// The card at rest on its first frame, then with a spring to 100.3 points down just applied.
    static func springingCard() -> SnapshotDriver {
        let box = OffsetBox()
        let driver = SnapshotDriver(SlidingCard(box: box, y: 0), device: device)
        _ = driver.snapshot()
        withAnimation(.spring()) { box.binding?.wrappedValue = 100.3 }
        _ = driver.snapshot()
        return driver
    }

    @Test("A view an animated offset moves lands on whole device pixels: each frame is the card at rest at its offset rounded to a pixel, through the long-lived renderer and from scratch")
    func movingViewLandsOnWholePixels() throws {
        let driver = Self.springingCard()
        var fractional = 0
        for frame in 0..<12 {
            driver.step(driver.frameInterval)
            let list = driver.makeDisplayList()
            let composited = driver.screen.renderer.render(list, size: Self.device.size, scale: 2)
            let scratch = CairoRenderer(textSystem: .shared).render(list, size: Self.device.size, scale: 2)
            let offset = try #require(driver.graph.layoutTree().first { $0.kind == .offset })
            let card = try #require(offset.children.first).frame
            // The card's top-left corner, where its drawing's origin lies, lands on the pixel nearest its place.
            let (left, top) = (card.minX * 2, card.minY * 2)
            if abs(top - top.rounded()) > 0.1 { fractional += 1 }
            let still = CairoRenderer(textSystem: .shared).render(
                ScreenRenderer(
                    rootView: SlidingCard(
                        box: OffsetBox(), x: (left.rounded() - left) / 2, y: card.minY - offset.frame.minY + (top.rounded() - top) / 2),
                    device: Self.device, assetCatalog: .empty
                ).makeFrame(),
                size: Self.device.size, scale: 2)
            // Drawn into a layer and then over the screen, an edge pixel may round one level apart.
            #expect(pixelsDiffering(composited, still, byMoreThan: 1) == 0, "frame \(frame) at \(card.origin)")
            #expect(pixelsDiffering(scratch, still, byMoreThan: 1) == 0, "frame \(frame) from scratch")
        }
        #expect(fractional > 6, "most frames fall between pixels")
        #expect(driver.screen.renderer.layerSummary.contains(" 11 hits, "), "drawn once, copied after: \(driver.screen.renderer.layerSummary)")
    }

    @Test("Once it rests, a moved view is drawn where it is, not where it would have been rounded to")
    func restingViewIsDrawnInPlace() {
        let driver = Self.springingCard()
        var frames = 0
        while driver.graph.isAnimating, frames < 300 {
            driver.step(driver.frameInterval)
            _ = driver.snapshot()
            frames += 1
        }
        #expect(frames > 10, "the spring took many frames")
        let rested = driver.snapshot()
        let still = ScreenRenderer(rootView: SlidingCard(box: OffsetBox(), y: 100.3), device: Self.device, assetCatalog: .empty).renderImage()
        #expect(pixelsDiffering(rested, still, byMoreThan: 0) == 0)
    }
}
