import CMalloc
import Foundation
import Testing

@testable import MeadowCairo

/// The soak's resident memory stays level: a large buffer freed goes back to the system, however many were freed
/// before it (glibc would otherwise raise its mapping threshold and serve the next from the heap).
@MainActor
@Suite("Pixel memory")
struct PixelMemoryTests {
    @Test("After a renderer exists, a 4 MB buffer has a mapping of its own even after one like it was freed")
    func largeBuffersAreMappedOnTheirOwn() throws {
        _ = CairoRenderer(textSystem: try PangoTextSystem())
        let size = 4 << 20
        free(malloc(size))
        let mappedBefore = mallinfo2().hblkhd
        let buffer = try #require(malloc(size))
        #expect(mallinfo2().hblkhd >= mappedBefore + size)
        free(buffer)
        #expect(mallinfo2().hblkhd == mappedBefore, "freed, the mapping goes back to the system")
    }
}
