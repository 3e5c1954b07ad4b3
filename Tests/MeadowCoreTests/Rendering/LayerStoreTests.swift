import Foundation
import Testing

@testable import MeadowCore

@Suite("The compositor's layers: memory budget, versions and eviction")
struct LayerStoreTests {
    /// A layer of 1,000 bytes.
    private func layer() -> RecordingLayer {
        RecordingLayer(area: CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    private func key(_ identity: Int, _ kind: LayerKey.Kind = .content) -> LayerKey {
        LayerKey(kind: kind, identity: identity, radius: 0, placement: [])
    }

    @Test("Past its budget the store evicts the layer used least recently, and keeps within the budget")
    func evictsLeastRecentlyUsed() {
        let store = LayerStore<RecordingLayer>(budget: 2_500)
        store.store(layer(), for: key(1), version: 1)
        store.store(layer(), for: key(2), version: 1)
        #expect(store.layer(for: key(1), version: 1) != nil, "layer 1 is used again, so layer 2 is now the oldest")
        store.store(layer(), for: key(3), version: 1)
        #expect(store.layer(for: key(2), version: 1) == nil)
        #expect(store.layer(for: key(1), version: 1) != nil && store.layer(for: key(3), version: 1) != nil)
        #expect(store.bytes == 2_000 && store.evictions == 1 && store.count == 2)
        #expect(store.hits == 3 && store.misses == 1)
    }

    @Test("A layer larger than the budget stays alone: every other layer is evicted for it")
    func oversizedLayerStaysAlone() {
        let store = LayerStore<RecordingLayer>(budget: 2_500)
        store.store(layer(), for: key(1), version: 1)
        store.store(layer(), for: key(2), version: 1)
        let large = RecordingLayer(area: CGRect(x: 0, y: 0, width: 100, height: 100), byteCount: 4_000)
        store.store(large, for: key(3), version: 1)
        #expect(store.count == 1 && store.bytes == 4_000 && store.evictions == 2)
        #expect(store.layer(for: key(3), version: 1) === large)
    }

    @Test("A layer asked for with another version is not returned, and storing the new one replaces it")
    func staleVersionIsReplaced() {
        let store = LayerStore<RecordingLayer>(budget: 10_000)
        store.store(layer(), for: key(1), version: 1)
        #expect(store.layer(for: key(1), version: 2) == nil)
        store.store(layer(), for: key(1), version: 2)
        #expect(store.layer(for: key(1), version: 2) != nil)
        #expect(store.count == 1 && store.bytes == 1_000)
    }

    @Test("A look-up that draws nothing when it misses does not count the miss")
    func uncountedMiss() {
        let store = LayerStore<RecordingLayer>(budget: 10_000)
        #expect(store.layer(for: key(1), version: 1, countingMiss: false) == nil)
        #expect(store.misses == 0)
        #expect(store.layer(for: key(1), version: 1) == nil)
        #expect(store.misses == 1)
    }

    @Test("A shadow that two frames in a row did not use is dropped as the second ends; one used in either is kept")
    func idleShadowsLeaveWithTheFrame() {
        let store = LayerStore<RecordingLayer>(budget: 10_000)
        store.store(layer(), for: key(1, .shadow), version: 1)
        store.store(layer(), for: key(2, .shadow), version: 1)
        store.endFrame()
        #expect(store.layer(for: key(1, .shadow), version: 1) != nil)
        store.endFrame()
        #expect(store.count == 2, "shadow 2 was used in the frame before")
        #expect(store.layer(for: key(1, .shadow), version: 1) != nil)
        store.endFrame()
        #expect(store.count == 1 && store.bytes == 1_000 && store.evictions == 1)
        #expect(store.layer(for: key(2, .shadow), version: 1) == nil)
    }

    @Test(
        "A layer unused since the frame that stored it stays through framesKept more frames ending, then goes",
        arguments: [
            (LayerKey.Kind.shadow, 2), (.sliding, 2), (.scrolled, 2), (.blurred, 600), (.content, 600),
            (.reducedContent, 600),
        ])
    func framesKept(kind: LayerKey.Kind, frames: Int) {
        #expect(kind.framesKept == frames)
        let store = LayerStore<RecordingLayer>(budget: 10_000)
        store.store(layer(), for: key(1, kind), version: 1)
        for _ in 0..<frames { store.endFrame() }
        #expect(store.count == 1)
        store.endFrame()
        #expect(store.count == 0 && store.evictions == 1)
    }

    @Test("A blurred group's layers stay 600 frames unused, then go")
    func blurredLayersStayLonger() {
        let store = LayerStore<RecordingLayer>(budget: 10_000)
        store.store(layer(), for: key(1, .blurred), version: 1)
        store.store(layer(), for: key(2, .content), version: 1)
        for _ in 0..<LayerKey.Kind.blurred.framesKept { store.endFrame() }
        #expect(store.count == 2, "both were used 600 frames ago, the frame ending last included")
        store.endFrame()
        #expect(store.count == 0 && store.evictions == 2)
    }

    @Test(
        "A group's blurred or content layer stored at a new placement lets go of those at placements the frame did not use; other kinds, variants and groups stay",
        arguments: [LayerKey.Kind.blurred, .content, .reducedContent])
    func onePlacementPerGroup(kind: LayerKey.Kind) {
        let store = LayerStore<RecordingLayer>(budget: 100_000)
        func at(_ fraction: Double, identity: Int = 1, kind: LayerKey.Kind = kind, grid: Double = 2) -> LayerKey {
            LayerKey(kind: kind, identity: identity, radius: 0, placement: [2, 0, 0, 2, fraction, 0], variant: [grid])
        }
        store.store(layer(), for: at(0.25), version: 1)
        store.store(layer(), for: at(0.25, grid: 4), version: 1)
        store.store(layer(), for: at(0.25, identity: 2), version: 1)
        store.store(layer(), for: at(0.25, kind: .shadow), version: 1)
        store.endFrame()
        // The group slid by half a pixel: a screen moving under a bar's backdrop.
        store.store(layer(), for: at(0.75), version: 2)
        #expect(store.layer(for: at(0.25), version: 1) == nil, "the layer at the placement left is gone")
        #expect(store.count == 4 && store.bytes == 4_000 && store.evictions == 1)
        #expect(store.layer(for: at(0.25, grid: 4), version: 1) != nil, "another variant stays")
        #expect(store.layer(for: at(0.25, identity: 2), version: 1) != nil, "another group stays")
        // Drawn at two placements in one frame, a group keeps both.
        store.store(layer(), for: at(0.5), version: 2)
        #expect(store.layer(for: at(0.75), version: 2) != nil && store.count == 5)
    }

    @Test("Shadows, sliding and scrolled layers keep every placement they were drawn at until their frames pass")
    func shortLivedKindsKeepPlacements() {
        let store = LayerStore<RecordingLayer>(budget: 100_000)
        for kind in [LayerKey.Kind.shadow, .sliding, .scrolled] {
            store.store(layer(), for: LayerKey(kind: kind, identity: 1, radius: 0, placement: [0.25]), version: 1)
        }
        store.endFrame()
        for kind in [LayerKey.Kind.shadow, .sliding, .scrolled] {
            store.store(layer(), for: LayerKey(kind: kind, identity: 1, radius: 0, placement: [0.75]), version: 1)
        }
        #expect(store.count == 6 && store.evictions == 0)
    }

    @Test("Going idle drops the layers of every kind the last frames did not use, and keeps those they did")
    func idleDropsOldLayers() {
        let store = LayerStore<RecordingLayer>(budget: 10_000)
        store.store(layer(), for: key(1, .blurred), version: 1)
        store.store(layer(), for: key(2, .content), version: 1)
        for _ in 0..<10 { store.endFrame() }
        store.store(layer(), for: key(3, .blurred), version: 1)
        store.endFrame()
        store.dropLayers(unusedFor: 5)
        #expect(store.count == 1 && store.bytes == 1_000 && store.evictions == 2)
        #expect(store.layer(for: key(3, .blurred), version: 1) != nil, "used in the last frame")
        #expect(store.layer(for: key(1, .blurred), version: 1) == nil && store.layer(for: key(2, .content), version: 1) == nil)
    }

    @Test("Dropping one kind's unused layers leaves the other kinds, and the layers of that kind the last frame used")
    func dropsOneKind() {
        let store = LayerStore<RecordingLayer>(budget: 10_000)
        store.store(layer(), for: key(1, .content), version: 1)
        store.store(layer(), for: key(2, .reducedContent), version: 1)
        store.endFrame()
        store.store(layer(), for: key(3, .reducedContent), version: 1)
        store.endFrame()
        store.dropLayers(of: .reducedContent, unusedFor: 1)
        #expect(store.count == 2 && store.bytes == 2_000 && store.evictions == 1)
        #expect(store.layer(for: key(2, .reducedContent), version: 1) == nil, "unused by the last frame")
        #expect(store.layer(for: key(3, .reducedContent), version: 1) != nil && store.layer(for: key(1, .content), version: 1) != nil)
    }

    @Test("Of the layers the last frame did not use, the most recently used that fit the budget stay, and the others go")
    func unusedLayersKeptWithinBudget() {
        let store = LayerStore<RecordingLayer>(budget: 10_000)
        store.store(layer(), for: key(1), version: 1)
        store.store(layer(), for: key(2), version: 1)
        store.store(RecordingLayer(area: .zero, byteCount: 2_000), for: key(3), version: 1)
        store.store(layer(), for: key(4), version: 1)
        store.endFrame()
        store.store(layer(), for: key(5), version: 1)
        store.endFrame()
        store.dropUnusedLayers(keepingAtMost: 2_500)
        #expect(store.layer(for: key(5), version: 1) != nil, "used by the last frame, whatever the budget")
        #expect(store.layer(for: key(4), version: 1) != nil, "the most recently used of the rest")
        #expect(store.layer(for: key(3), version: 1) == nil, "2,000 bytes more would pass the budget")
        #expect(store.layer(for: key(2), version: 1) != nil, "the next that fits")
        #expect(store.layer(for: key(1), version: 1) == nil)
        #expect(store.count == 3 && store.bytes == 3_000 && store.evictions == 2)
    }

    @Test("A layer drawn ahead of the frames that show it counts as unused by the last frame: an idle window keeps it only within the budget of unused layers")
    func layerDrawnAheadCountsAsUnused() {
        let store = LayerStore<RecordingLayer>(budget: 10_000)
        store.store(layer(), for: key(1), version: 1)
        store.endFrame()
        store.endFrame()
        store.store(layer(), for: key(2), version: 1, shownByFrame: false)
        store.store(layer(), for: key(3), version: 1)
        store.dropUnusedLayers(keepingAtMost: 1_000)
        #expect(store.layer(for: key(3), version: 1) != nil, "shown by the last frame")
        #expect(store.layer(for: key(2), version: 1) != nil, "drawn ahead: the most recent of the unused, within the budget")
        #expect(store.layer(for: key(1), version: 1) == nil, "unused, past the budget")
    }

    @Test("The summary line counts layers, megabytes against the budget, hits, misses and evictions")
    func summary() {
        let store = LayerStore<RecordingLayer>(budget: 96 * 1024 * 1024)
        store.store(RecordingLayer(area: .zero, byteCount: 3 * 1024 * 1024), for: key(1), version: 1)
        _ = store.layer(for: key(1), version: 1)
        _ = store.layer(for: key(2), version: 1)
        #expect(store.summary == "layers 1, 3.0 MB of 96 MB budget, 1 hits, 1 misses, 0 evicted")
    }
}
