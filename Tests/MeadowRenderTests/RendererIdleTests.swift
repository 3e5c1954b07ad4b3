import Foundation
import MeadowCore
import Testing

@testable import MeadowCairo

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
}
