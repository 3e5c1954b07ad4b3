import Foundation
import Testing

@testable import MeadowCairo

@Suite("Retained layers: memory budget and eviction")
struct LayerCacheTests {
    /// An alpha layer of 100 × 10 pixels: 1,000 bytes (a stride of 100).
    private func layer() -> CairoMask {
        CairoMask(area: CGRect(x: 0, y: 0, width: 100, height: 10), channels: .alpha)
    }

    private func key(_ identity: Int) -> LayerCache.Key {
        LayerCache.Key(kind: .content, identity: identity, radius: 0, placement: [])
    }

    @Test("Past its budget the cache evicts the layer used least recently, and keeps within the budget")
    func evictsLeastRecentlyUsed() {
        let cache = LayerCache(budget: 2_500)
        cache.store(layer(), for: key(1), version: 1)
        cache.store(layer(), for: key(2), version: 1)
        #expect(cache.layer(for: key(1), version: 1) != nil, "layer 1 is used again, so layer 2 is now the oldest")
        cache.store(layer(), for: key(3), version: 1)
        #expect(cache.layer(for: key(2), version: 1) == nil)
        #expect(cache.layer(for: key(1), version: 1) != nil && cache.layer(for: key(3), version: 1) != nil)
        #expect(cache.bytes == 2_000 && cache.evictions == 1)
    }

    @Test("A layer asked for with another version is not returned, and storing the new one replaces it")
    func staleVersionIsReplaced() {
        let cache = LayerCache(budget: 10_000)
        cache.store(layer(), for: key(1), version: 1)
        #expect(cache.layer(for: key(1), version: 2) == nil)
        cache.store(layer(), for: key(1), version: 2)
        #expect(cache.layer(for: key(1), version: 2) != nil)
        #expect(cache.count == 1 && cache.bytes == 1_000)
    }

    @Test("A layer that `framesKept` frames in a row did not use is dropped as the last ends; one used in any is kept")
    func idleLayersLeaveWithTheFrame() {
        let cache = LayerCache(budget: 10_000)
        cache.store(layer(), for: key(1), version: 1)
        cache.store(layer(), for: key(2), version: 1)
        for _ in 0..<LayerCache.framesKept {
            cache.endFrame()
            #expect(cache.layer(for: key(1), version: 1) != nil)
        }
        #expect(cache.count == 2, "layer 2 was used \(LayerCache.framesKept) frames ago, the frame ending last included")
        cache.endFrame()
        #expect(cache.count == 1 && cache.bytes == 1_000 && cache.evictions == 1)
        #expect(cache.layer(for: key(2), version: 1) == nil)
        #expect(cache.layer(for: key(1), version: 1) != nil)
    }
}
