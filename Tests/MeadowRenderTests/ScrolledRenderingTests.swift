import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// Thirty striped rows, each a symbol and a label, in a scroll view: a list to scroll.
private struct StripedRows: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { index in
                    HStack {
                        Image(systemName: "star.fill").foregroundColor(.orange)
                        Text("Row \(index)")
                        Spacer()
                    }
                    .padding(7.3)
                    .background(index.isMultiple(of: 2) ? Color.blue.opacity(0.25) : Color.clear)
                }
            }
        }
    }
}

@Suite("A scroll view's content scrolled by whole pixels")
@MainActor
struct ScrolledRenderingTests {
    static let device = Device(name: "canvas", size: CGSize(width: 160, height: 240), safeAreaInsets: EdgeInsets(), scale: 2)

    /// Draws the frame now through `driver`'s long-lived renderer and from scratch: how many pixels differ by more
    /// than a level (drawn into a layer and then over the screen, a translucent pixel may round one level apart).
    func differingFromScratch(_ driver: SnapshotDriver) -> Int {
        let list = driver.makeDisplayList()
        let background = driver.graph.backgroundColor
        let composited = driver.screen.renderer.render(list, size: Self.device.size, scale: 2, background: background)
        let scratch = CairoRenderer(textSystem: .shared).render(list, size: Self.device.size, scale: 2, background: background)
        return pixelsDiffering(composited, scratch, byMoreThan: 1)
    }

    /// Scrolls the rows by `step` points a frame, `frames` times (`differingFromScratch`); returns the most pixels
    /// any frame differs in, and the long-lived renderer's layers after.
    func scroll(by step: CGFloat, frames: Int) -> (differing: Int, layers: String) {
        let driver = SnapshotDriver(StripedRows(), device: Self.device)
        _ = driver.snapshot()
        var differing = 0
        for _ in 0..<frames {
            driver.scroll(at: CGPoint(x: 80, y: 120), by: CGSize(width: 0, height: step))
            differing = max(differing, differingFromScratch(driver))
        }
        return (differing, driver.screen.renderer.layerSummary)
    }

    @Test("Moved by whole pixels, the content is drawn once into a layer and copied after: each frame has the pixels drawing it there gives")
    func wholePixelsAreCopied() {
        let (differing, layers) = scroll(by: 6.5, frames: 12)
        #expect(differing == 0)
        // The first move draws the layer; each of the 11 after copies it, filling in the rows that come into view.
        #expect(layers.hasPrefix("layers 1,"), "\(layers)")
        #expect(layers.contains(" 11 hits, "), "\(layers)")
    }

    @Test("Moved by a fraction of a pixel, the content is drawn in place, frame after frame")
    func fractionsAreDrawn() {
        let (differing, layers) = scroll(by: 6.3, frames: 12)
        #expect(differing == 0)
        #expect(layers.hasPrefix("layers 0,"), "\(layers)")
    }

    @Test("Coasting after a flick, the content lands on whole pixels: copied from its layer, it matches each frame drawn from scratch")
    func coastingIsCopied() throws {
        let driver = SnapshotDriver(StripedRows(), device: Self.device)
        _ = driver.snapshot()
        driver.drag(from: CGPoint(x: 80, y: 200), to: CGPoint(x: 80, y: 140), duration: 0.1)
        var frames = 0, fractional = 0, differing = 0
        while driver.graph.isAnimating, frames < 20 {
            driver.step(driver.frameInterval)
            let content = try #require(driver.graph.layoutTree().first { $0.kind == .scrollView }?.children.first).frame
            if abs(content.minY * 2 - (content.minY * 2).rounded()) > 0.01 { fractional += 1 }
            differing = max(differing, differingFromScratch(driver))
            frames += 1
        }
        #expect(frames == 20, "still coasting after 20 frames")
        #expect(fractional > 10, "most frames fall between pixels")
        #expect(differing == 0)
        let layers = driver.screen.renderer.layerSummary
        #expect(layers.hasPrefix("layers 1,") && layers.contains(" 19 hits, "), "drawn once, copied after: \(layers)")
    }
}
