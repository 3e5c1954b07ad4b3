import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import MeadowCairo

/// Where a card stands: hidden, drawn ahead at an opacity no pixel shows, or shown, zooming in from a small scale.
private enum CardPhase {
    case hidden, drawnAhead, shown
}

/// Holds the bindings of the card's phase and of its screen's shade, so a test can change them between frames.
@MainActor
private final class PhaseBox {
    var binding: Binding<CardPhase>?
    var darkened: Binding<Bool>?
}

/// A card that zooms and fades in over a grey (or darkened) screen, as the launcher's apps do, and can be drawn ahead while
/// hidden: at full scale and an opacity of 0.001.
private struct ZoomingCard<Content: View>: View {
    let box: PhaseBox
    @ViewBuilder let content: Content
    @State var phase = CardPhase.hidden
    @State var darkened = false

    var body: some View {
        let _ = (box.binding, box.darkened) = ($phase, $darkened)
        ZStack {
            darkened ? Color.black : Color.gray
            content
                .background(Color.white)
                .mask { Rectangle() }
                .scaleEffect(phase == .hidden ? 0.15 : 1)
                .opacity(phase == .shown ? 1 : phase == .drawnAhead ? 0.001 : 0)
        }
    }
}

/// A small card: two shapes.
private struct SmallCard: View {
    var body: some View {
        VStack(spacing: 8) {
            Color.orange.frame(width: 80, height: 30)
            Circle().fill(Color.blue).frame(width: 40, height: 40)
        }
        .frame(width: 120, height: 100)
    }
}

/// A card as large as an iPhone 15's screen, eight bands of drawing ahead at scale 2 (213 device rows each, a band
/// every 106.5 points), with what a band's edge cuts across: text, a shadow, a blur and a gradient.
private struct ScreenCard: View {
    var body: some View {
        VStack(spacing: 0) {
            LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom).frame(height: 96)
            Text("Drawn a band at a time").font(.title).frame(height: 20)
            Circle().fill(Color.blue).frame(width: 120, height: 120).shadow(radius: 8).padding(.vertical, 30)
            Rectangle().fill(Color.green).frame(width: 200, height: 60).blur(radius: 6)
            Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A group held at an opacity no pixel shows is drawn into the layer its zoom paints from, not onto the frame, so
/// the zoom's first frame resamples pixels kept (as the launcher's prepared apps open), drawing the same pixels; it
/// is drawn a part a frame, in frames that change no pixel, so no frame draws all of it.
@MainActor
@Suite("A group drawn ahead")
struct DrawnAheadRenderingTests {
    private let canvas = Device(name: "canvas", size: CGSize(width: 120, height: 100), safeAreaInsets: EdgeInsets(), scale: 2)
    /// An iPhone 15's screen without its safe area: the card fills all 786 × 1704 pixels.
    private let screen = Device(name: "screen", size: CGSize(width: 393, height: 852), safeAreaInsets: EdgeInsets(), scale: 2)

    /// The screen's frames: hidden, then, when `drawingAhead`, drawn ahead (a frame listing it, then one for each
    /// part until its layer is kept) and hidden again, then the first two frames of the zoom and its last, at rest
    /// (copied from the layer); the pixels of each, the rows drawn ahead in each frame and the layers the zoom's
    /// second frame did not find.
    private func zoom<Content: View>(
        _ content: Content, on device: Device, drawingAhead: Bool
    ) -> (frames: [CairoImage], rows: [Int], zoomMisses: Int) {
        let box = PhaseBox()
        let screen = ScreenRenderer(rootView: ZoomingCard(box: box) { content }, device: device, assetCatalog: .empty)
        let renderer = screen.renderer
        var frames = [screen.renderImage()]
        var rows: [Int] = []
        if drawingAhead {
            box.binding?.wrappedValue = .drawnAhead
            frames.append(screen.renderImage())
            while let ahead = renderer.drawingAhead, rows.count < 100 {
                let before = ahead.rowsDrawn
                frames.append(screen.renderImage())
                rows.append(ahead.rowsDrawn - before)
            }
            box.binding?.wrappedValue = .hidden
            frames.append(screen.renderImage())
        }
        withAnimation(.spring(response: 0.45, dampingFraction: 0.86)) { box.binding?.wrappedValue = .shown }
        frames.append(screen.renderImage())
        let misses = renderer.layers.misses
        screen.graph.step(by: 1.0 / 60)
        frames.append(screen.renderImage())
        let zoomMisses = renderer.layers.misses - misses
        while screen.graph.isAnimating, frames.count < 200 {
            screen.graph.step(by: 1.0 / 60)
            _ = screen.renderImage()
        }
        frames.append(screen.renderImage())
        return (frames, rows, zoomMisses)
    }

    private func samePixels(_ a: CairoImage, _ b: CairoImage) -> Bool {
        a.withPixels { x, _ in b.withPixels { y, _ in x.elementsEqual(y) } }
    }

    @Test("Drawn ahead, the card changes no pixel of the frame, and its zoom's first frame draws none of it")
    func drawnAheadChangesNoPixel() {
        let ahead = zoom(SmallCard(), on: canvas, drawingAhead: true)
        let hidden = ahead.frames[0]
        #expect(ahead.frames.prefix(3).allSatisfy { samePixels($0, hidden) }, "listed, then drawn ahead")
        #expect(ahead.rows == [200], "a card of 200 device rows is one band")
        // The zoom's frame averages the kept pixels down for its small scale: one layer made, none drawn.
        #expect(ahead.zoomMisses == 1)
        #expect(zoom(SmallCard(), on: canvas, drawingAhead: false).zoomMisses == 2, "without drawing ahead, the content is drawn too")
    }

    @Test("The zoom's frames from pixels drawn ahead are those of a zoom drawing them in its first frame")
    func zoomFromPixelsDrawnAhead() {
        let ahead = zoom(SmallCard(), on: canvas, drawingAhead: true).frames.suffix(3)
        let drawn = zoom(SmallCard(), on: canvas, drawingAhead: false).frames.suffix(3)
        for (a, b) in zip(ahead, drawn) { #expect(samePixels(a, b)) }
    }

    @Test("A screen is drawn ahead a band of 213 device rows a frame, eight frames that change no pixel, and kept")
    func screenDrawnAheadByBands() {
        let ahead = zoom(ScreenCard(), on: screen, drawingAhead: true)
        #expect(ahead.rows == Array(repeating: 213, count: 8), "1704 rows, a band a frame")
        let hidden = ahead.frames[0]
        #expect(ahead.frames.prefix(10).allSatisfy { samePixels($0, hidden) }, "no frame drawing ahead shows it")
        #expect(ahead.zoomMisses == 1, "the zoom's first frame finds the screen's pixels kept")
    }

    @Test("A screen drawn ahead by bands zooms in, and comes to rest, with the pixels of one drawn whole in the zoom's first frame")
    func bandsDrawTheSamePixels() {
        let ahead = zoom(ScreenCard(), on: screen, drawingAhead: true).frames.suffix(3)
        let drawn = zoom(ScreenCard(), on: screen, drawingAhead: false).frames.suffix(3)
        for (a, b) in zip(ahead, drawn) { #expect(samePixels(a, b)) }
    }

    @Test("A group listed while another is drawn ahead waits its turn: each is drawn, a band a frame, and kept")
    func groupsDrawnAheadInTurn() {
        let left = PhaseBox()
        let right = PhaseBox()
        let pair = Device(name: "pair", size: CGSize(width: 240, height: 100), safeAreaInsets: EdgeInsets(), scale: 2)
        let screen = ScreenRenderer(
            rootView: HStack(spacing: 0) {
                ZoomingCard(box: left) { SmallCard() }
                ZoomingCard(box: right) { SmallCard() }
            },
            device: pair, assetCatalog: .empty)
        let renderer = screen.renderer
        _ = screen.renderImage()
        left.binding?.wrappedValue = .drawnAhead
        _ = screen.renderImage()
        // The next frame hides the left card and lists the right one, before any frame changing no pixel drew a
        // band of the left (as the launcher's apps, one after another, on a machine too loaded to draw frames).
        left.binding?.wrappedValue = .hidden
        right.binding?.wrappedValue = .drawnAhead
        _ = screen.renderImage()
        #expect(renderer.waitingAhead.map(\.rowsDrawn) == [0, 0], "both wait, none of either drawn")
        var rows: [Int] = []
        while let ahead = renderer.drawingAhead, rows.count < 10 {
            let before = ahead.rowsDrawn
            _ = screen.renderImage()
            rows.append(ahead.rowsDrawn - before)
        }
        #expect(rows == [200, 200], "the left card's one band, then the right's")
        #expect(renderer.layersDrawnAhead == 2)
        // Each zoom's first frame finds its card's pixels kept: it averages them down for its small scale, a layer
        // made, none drawn.
        for box in [right, left] {
            box.binding?.wrappedValue = .hidden
            _ = screen.renderImage()
            withAnimation(.spring(response: 0.45, dampingFraction: 0.86)) { box.binding?.wrappedValue = .shown }
            _ = screen.renderImage()
            let misses = renderer.layers.misses
            screen.graph.step(by: 1.0 / 60)
            _ = screen.renderImage()
            #expect(renderer.layers.misses - misses == 1)
            while screen.graph.isAnimating { screen.graph.step(by: 1.0 / 60); _ = screen.renderImage() }
        }
    }

    @Test("A frame that changes pixels draws no part ahead; the next frame, changing none, draws a band")
    func drawingAheadYieldsToChanges() throws {
        let box = PhaseBox()
        let renderer = ScreenRenderer(rootView: ZoomingCard(box: box) { ScreenCard() }, device: screen, assetCatalog: .empty)
        _ = renderer.renderImage()
        box.binding?.wrappedValue = .drawnAhead
        _ = renderer.renderImage()
        let ahead = try #require(renderer.renderer.drawingAhead)
        #expect(ahead.rowsDrawn == 0, "the frame listing the screen draws none of it")
        box.darkened?.wrappedValue = true
        _ = renderer.renderImage()
        #expect(ahead.rowsDrawn == 0, "the frame showing the darker screen draws no band")
        _ = renderer.renderImage()
        #expect(ahead.rowsDrawn == 213, "the next, changing nothing, draws one")
    }
}
