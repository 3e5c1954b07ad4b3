import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import MeadowCairo

/// Where a card stands: hidden, drawn ahead at an opacity no pixel shows, or shown, zooming in from a small scale.
private enum CardPhase {
    case hidden, drawnAhead, shown
}

/// Holds the binding of the card's phase, so a test can change it between frames.
@MainActor
private final class PhaseBox {
    var binding: Binding<CardPhase>?
}

/// A card that zooms and fades in over a grey screen, as the launcher's apps do, and can be drawn ahead while
/// hidden: at full scale and an opacity of 0.001.
private struct ZoomingCard: View {
    let box: PhaseBox
    @State var phase = CardPhase.hidden

    var body: some View {
        let _ = box.binding = $phase
        ZStack {
            Color.gray
            VStack(spacing: 8) {
                Color.orange.frame(width: 80, height: 30)
                Circle().fill(Color.blue).frame(width: 40, height: 40)
            }
            .frame(width: 120, height: 100)
            .background(Color.white)
            .mask { Rectangle() }
            .scaleEffect(phase == .hidden ? 0.15 : 1)
            .opacity(phase == .shown ? 1 : phase == .drawnAhead ? 0.001 : 0)
        }
    }
}

/// A group held at an opacity no pixel shows is drawn into the layer its zoom paints from, not onto the frame, so
/// the zoom's first frame resamples pixels kept (as the launcher's prepared apps open), drawing the same pixels.
@MainActor
@Suite("A group drawn ahead")
struct DrawnAheadRenderingTests {
    private let device = Device(name: "canvas", size: CGSize(width: 120, height: 100), safeAreaInsets: EdgeInsets(), scale: 2)

    /// The screen's frames: hidden, then, when `drawingAhead`, drawn ahead and hidden again, then the first frame of
    /// the zoom; the pixels of each and the layers the zoom's first frame did not find.
    private func zoom(drawingAhead: Bool) -> (frames: [CairoImage], zoomMisses: Int) {
        let box = PhaseBox()
        let screen = ScreenRenderer(rootView: ZoomingCard(box: box), device: device, assetCatalog: .empty)
        var frames = [screen.renderImage()]
        if drawingAhead {
            box.binding?.wrappedValue = .drawnAhead
            frames.append(screen.renderImage())
            box.binding?.wrappedValue = .hidden
            frames.append(screen.renderImage())
        }
        withAnimation(.spring(response: 0.45, dampingFraction: 0.86)) { box.binding?.wrappedValue = .shown }
        frames.append(screen.renderImage())
        let misses = screen.renderer.layers.misses
        screen.graph.step(by: 1.0 / 60)
        frames.append(screen.renderImage())
        return (frames, screen.renderer.layers.misses - misses)
    }

    @Test("Drawn ahead, the card changes no pixel of the frame, and its zoom's first frame draws none of it")
    func drawnAheadChangesNoPixel() {
        let ahead = zoom(drawingAhead: true)
        let hidden = ahead.frames[0]
        #expect(ahead.frames[1].withPixels { a, _ in hidden.withPixels { b, _ in a.elementsEqual(b) } }, "drawn ahead")
        // The zoom's frame averages the kept pixels down for its small scale: one layer made, none drawn.
        #expect(ahead.zoomMisses == 1)
        #expect(zoom(drawingAhead: false).zoomMisses == 2, "without drawing ahead, the content is drawn too")
    }

    @Test("The zoom's frames from pixels drawn ahead are those of a zoom drawing them in its first frame")
    func zoomFromPixelsDrawnAhead() {
        let ahead = zoom(drawingAhead: true).frames.suffix(2)
        let drawn = zoom(drawingAhead: false).frames.suffix(2)
        for (a, b) in zip(ahead, drawn) {
            #expect(a.withPixels { x, _ in b.withPixels { y, _ in x.elementsEqual(y) } })
        }
    }
}
