import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import MeadowCairo

/// Holds the binding of a view's state, so a test can change it between frames.
@MainActor
private final class ColorBox {
    var binding: Binding<Bool>?
}

/// A square that turns from red to blue, over a bar that stays.
private struct TurningSquare: View {
    let box: ColorBox
    @State var blue = false

    var body: some View {
        let _ = box.binding = $blue
        VStack(spacing: 10) {
            Color.green.frame(width: 100, height: 20)
            (blue ? Color.blue : Color.red).frame(width: 40, height: 40)
        }
        .frame(width: 120, height: 100)
    }
}

/// The window host tells the renderer when it goes idle; the renderer gives back the memory its frames freed then,
/// once per run of frames, so a window idling for minutes does not trim the heap every time its wait ends.
@MainActor
@Suite("A renderer going idle")
struct RendererIdleTests {
    @Test("A frame leaves the renderer a trim to do; going idle does it, and idling again has none until a frame is drawn")
    func trimsOnceAfterFrames() {
        let renderer = CairoRenderer(textSystem: PangoTextSystem.shared)
        let size = CGSize(width: 40, height: 40)
        #expect(!renderer.drewSinceTrim, "a renderer that drew nothing has nothing to give back")
        _ = renderer.render(DisplayList(items: []), size: size, scale: 2)
        _ = renderer.render(DisplayList(items: []), size: size, scale: 2)
        #expect(renderer.drewSinceTrim)
        renderer.didBecomeIdle()
        #expect(!renderer.drewSinceTrim, "the trim is done")
        renderer.didBecomeIdle()
        #expect(!renderer.drewSinceTrim, "idle again with no frame drawn since")
        _ = renderer.render(DisplayList(items: []), size: size, scale: 2)
        #expect(renderer.drewSinceTrim, "a frame drawn after the idle wait makes the next one trim again")
    }

    @Test("Going idle lets go of the spare frame buffer; the next frame, in a new buffer, has the pixels of one drawn from scratch")
    func idleReleasesSpareFrame() {
        let box = ColorBox()
        let device = Device(name: "canvas", size: CGSize(width: 120, height: 100), safeAreaInsets: EdgeInsets(), scale: 2)
        let screen = ScreenRenderer(rootView: TurningSquare(box: box), device: device, assetCatalog: .empty)
        let renderer = screen.renderer
        weak var spare = renderer.render(screen.makeFrame(), size: device.size, scale: 2)
        box.binding?.wrappedValue = true
        _ = renderer.render(screen.makeFrame(), size: device.size, scale: 2)
        #expect(spare != nil, "the compositor keeps the frame before last for its buffer")
        renderer.didBecomeIdle()
        #expect(spare == nil, "the frame before last is freed")
        box.binding?.wrappedValue = false
        let list = screen.makeFrame()
        let drawn = renderer.render(list, size: device.size, scale: 2)
        #expect(drawn.damagedRects?.isEmpty == false, "the frame after idle still draws only its damage")
        let fresh = CairoRenderer(textSystem: .shared).render(list, size: device.size, scale: 2)
        #expect(drawn.withPixels { a, _ in fresh.withPixels { b, _ in a.elementsEqual(b) } })
    }
}
