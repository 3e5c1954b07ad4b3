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

/// A blue card with a title and a symbol, and a picture below them when it has a catalog, moved down by its
/// state: a sheet springing, in small.
private struct SlidingCard: View {
    let box: OffsetBox
    var x: CGFloat = 0
    @State var y: CGFloat
    var hasPicture = false

    var body: some View {
        let _ = box.binding = $y
        VStack(spacing: 8) {
            Text("Monday").font(.title).foregroundColor(.white)
            Image(systemName: "sun.max").resizable().foregroundColor(.yellow).frame(width: 40, height: 40)
            if hasPicture { Image("Photo").resizable().frame(width: 30, height: 30) }
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
    static func springingCard(catalog: AssetCatalog? = nil) -> SnapshotDriver {
        let box = OffsetBox()
        let driver = SnapshotDriver(SlidingCard(box: box, y: 0, hasPicture: catalog != nil), device: device, assetCatalog: catalog ?? .empty)
        _ = driver.snapshot()
        withAnimation(.spring()) { box.binding?.wrappedValue = 100.3 }
        _ = driver.snapshot()
        return driver
    }

    /// Steps the springing card 12 frames; for each, draws it through the long-lived renderer and from scratch,
    /// and the card at rest where `place` puts its top-left corner (device pixels) for where it is.
    static func compareFrames(
        _ driver: SnapshotDriver, catalog: AssetCatalog? = nil, place: (CGPoint) -> CGPoint
    ) throws -> (fractional: Int, mismatches: [String]) {
        var fractional = 0
        var mismatches: [String] = []
        for frame in 0..<12 {
            driver.step(driver.frameInterval)
            let list = driver.makeDisplayList()
            let composited = driver.screen.renderer.render(list, size: device.size, scale: 2)
            let scratch = CairoRenderer(textSystem: .shared).render(list, size: device.size, scale: 2)
            let offset = try #require(driver.graph.layoutTree().first { $0.kind == .offset })
            let card = try #require(offset.children.first).frame
            let corner = CGPoint(x: card.minX * 2, y: card.minY * 2)
            if abs(corner.y - corner.y.rounded()) > 0.1 { fractional += 1 }
            let placed = place(corner)
            let still = ScreenRenderer(
                rootView: SlidingCard(
                    box: OffsetBox(), x: (placed.x - corner.x) / 2, y: card.minY - offset.frame.minY + (placed.y - corner.y) / 2,
                    hasPicture: catalog != nil),
                device: device, assetCatalog: catalog ?? .empty
            ).renderImage()
            // Drawn into a layer, or a symbol into pixels of its own, then over the screen, an edge pixel may
            // round one level apart.
            if pixelsDiffering(composited, still, byMoreThan: 1) != 0 { mismatches.append("frame \(frame) at \(card.origin)") }
            if pixelsDiffering(scratch, still, byMoreThan: 1) != 0 { mismatches.append("frame \(frame) from scratch") }
        }
        return (fractional, mismatches)
    }

    @Test("A view of shapes, text and symbols an animated offset moves is drawn at its exact place: each frame is the card at rest at its offset, through the long-lived renderer and from scratch")
    func movingViewIsDrawnAtItsPlace() throws {
        let driver = Self.springingCard()
        let (fractional, mismatches) = try Self.compareFrames(driver) { $0 }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(fractional > 6, "most frames fall between pixels")
    }

    @Test("A view holding a picture an animated offset moves lands on whole device pixels: each frame is the card at rest at its offset rounded to a pixel, drawn once and copied after")
    func movingPictureLandsOnWholePixels() throws {
        let catalog = try TestCatalog.load()
        let driver = Self.springingCard(catalog: catalog)
        let (fractional, mismatches) = try Self.compareFrames(driver, catalog: catalog) {
            CGPoint(x: $0.x.rounded(), y: $0.y.rounded())
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
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
