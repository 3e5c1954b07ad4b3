import Foundation
import Testing

@testable import MeadowCairo

@Suite("Retained layers: memory budget and eviction")
struct LayerCacheTests {
    /// An alpha layer of 100 × 10 pixels: 1,000 bytes (a stride of 100).
    private func layer() -> CairoMask {
        CairoMask(area: CGRect(x: 0, y: 0, width: 100, height: 10), channels: .alpha)
    }

    private func key(_ identity: Int, _ kind: LayerCache.Kind = .content) -> LayerCache.Key {
        LayerCache.Key(kind: kind, identity: identity, radius: 0, placement: [])
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

    @Test("A shadow that two frames in a row did not use is dropped as the second ends; one used in either is kept")
    func idleShadowsLeaveWithTheFrame() {
        let cache = LayerCache(budget: 10_000)
        cache.store(layer(), for: key(1, .shadow), version: 1)
        cache.store(layer(), for: key(2, .shadow), version: 1)
        cache.endFrame()
        #expect(cache.layer(for: key(1, .shadow), version: 1) != nil)
        cache.endFrame()
        #expect(cache.count == 2, "shadow 2 was used in the frame before")
        #expect(cache.layer(for: key(1, .shadow), version: 1) != nil)
        cache.endFrame()
        #expect(cache.count == 1 && cache.bytes == 1_000 && cache.evictions == 1)
        #expect(cache.layer(for: key(2, .shadow), version: 1) == nil)
    }

    @Test("A blurred group's layers stay 600 frames unused, then go")
    func blurredLayersStayLonger() {
        let cache = LayerCache(budget: 10_000)
        cache.store(layer(), for: key(1, .blurred), version: 1)
        cache.store(layer(), for: key(2, .content), version: 1)
        for _ in 0..<LayerCache.Kind.blurred.framesKept { cache.endFrame() }
        #expect(cache.count == 2, "both were used 600 frames ago, the frame ending last included")
        cache.endFrame()
        #expect(cache.count == 0 && cache.evictions == 2)
    }

    @Test("Going idle drops the layers of every kind the last frames did not use, and keeps those they did")
    func idleDropsOldLayers() {
        let cache = LayerCache(budget: 10_000)
        cache.store(layer(), for: key(1, .blurred), version: 1)
        cache.store(layer(), for: key(2, .content), version: 1)
        for _ in 0..<10 { cache.endFrame() }
        cache.store(layer(), for: key(3, .blurred), version: 1)
        cache.endFrame()
        cache.dropLayers(unusedFor: 5)
        #expect(cache.count == 1 && cache.bytes == 1_000 && cache.evictions == 2)
        #expect(cache.layer(for: key(3, .blurred), version: 1) != nil, "used in the last frame")
        #expect(cache.layer(for: key(1, .blurred), version: 1) == nil && cache.layer(for: key(2, .content), version: 1) == nil)
    }
}
