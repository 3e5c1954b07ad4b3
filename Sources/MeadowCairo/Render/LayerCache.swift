import CCairo
import Foundation

/// The renderer's retained layers: offscreen pixels of groups (blurred shadow masks, blurred layers, the
/// unblurred content a blur whose radius animates is blurred again from, groups an animation moves, and scroll
/// views' content), each kept with the version of the group it was drawn from, within a memory budget.
///
/// A layer no frame used in the last frames drawn (`Kind.framesKept`) is dropped when a frame ends: a shadow that
/// moved (its placement is part of the key, so each step of an animation or scroll makes a new layer) or left the
/// screen leaves nothing behind. A blurred group's layers stay for seconds of frames: a blur that animates comes
/// back through the same radii when it animates again (a sheet that opens and closes again), so each set of box
/// passes is blurred once, not on every opening. When the pixels held pass the budget, the layers used least
/// recently go first; a layer asked for with another version than the one it holds is stale and is replaced.
final class LayerCache {
    /// What a layer holds: a group's blurred coverage (a shadow), its blurred pixels, its pixels unblurred, the
    /// pixels of a group an animation moves, or a scroll view's content.
    enum Kind: Hashable {
        case shadow
        case blurred
        case content
        case sliding
        case scrolled

        /// How many frames, the one ending included, a layer is kept after the last one that used it: a shadow, a
        /// sliding or a scrolled layer 2, a blurred group's layers 600 (ten seconds of frames at 60 Hz; frames are
        /// counted as drawn, so an idle window keeps them).
        var framesKept: Int {
            switch self {
            case .shadow, .sliding, .scrolled: 2
            case .blurred, .content: 600
            }
        }
    }

    /// Where a group's pixels are kept: what they are, the group's identity, the blur radius (0 for content) and
    /// the placement on the device grid they were drawn for (the transform's linear part and the fraction of a
    /// pixel the group lands on, or the reduction and pixel parity of a content layer).
    struct Key: Hashable {
        let kind: Kind
        let identity: Int
        let radius: CGFloat
        let placement: [Double]
    }

    private struct Entry {
        let version: Int
        let layer: CairoMask
        var lastUse: Int
        /// The frame that last used the layer.
        var frame: Int
    }

    /// The most bytes of pixels the cache keeps.
    let budget: Int
    private var entries: [Key: Entry] = [:]
    private var clock = 0
    private var frame = 0
    private(set) var bytes = 0
    private(set) var hits = 0
    private(set) var misses = 0
    private(set) var evictions = 0

    init(budget: Int) {
        self.budget = budget
    }

    var count: Int { entries.count }

    /// The layer kept for `key` when it was drawn from `version`, marked as just used. Not finding it counts as a
    /// miss, a layer to draw again, unless the caller draws none then (`countingMiss` false).
    func layer(for key: Key, version: Int, countingMiss: Bool = true) -> CairoMask? {
        guard var entry = entries[key], entry.version == version else {
            if countingMiss { misses += 1 }
            return nil
        }
        clock += 1
        entry.lastUse = clock
        entry.frame = frame
        entries[key] = entry
        hits += 1
        return entry.layer
    }

    /// Keeps `layer` for `key`, drawn from `version`, then evicts the least recently used layers until the cache
    /// is within its budget again (the new layer last).
    func store(_ layer: CairoMask, for key: Key, version: Int) {
        clock += 1
        if let old = entries[key] { bytes -= old.layer.byteCount }
        entries[key] = Entry(version: version, layer: layer, lastUse: clock, frame: frame)
        bytes += layer.byteCount
        while bytes > budget, entries.count > 1,
            let oldest = entries.filter({ $0.key != key }).min(by: { $0.value.lastUse < $1.value.lastUse })
        {
            entries[oldest.key] = nil
            bytes -= oldest.value.layer.byteCount
            evictions += 1
        }
    }

    /// Ends the frame being drawn: drops the layers that neither it nor the `framesKept - 1` frames before it used.
    func endFrame() {
        drop { frame - $0.frame >= $1.framesKept }
        frame += 1
    }

    /// Drops the layers that none of the last `frames` frames drawn used, whatever their kind: when the window
    /// goes idle, the layers of what it drew last stay (a sheet just closed opens again through them), and older
    /// ones give their memory back instead of waiting for frames that may not come.
    func dropLayers(unusedFor frames: Int) {
        drop { entry, _ in frame - entry.frame > frames }
    }

    /// Drops the entries `isStale` picks, given each one and its kind.
    private func drop(where isStale: (Entry, Kind) -> Bool) {
        for (key, entry) in entries where isStale(entry, key.kind) {
            entries[key] = nil
            bytes -= entry.layer.byteCount
            evictions += 1
        }
    }

    /// One line for `--stats`: layers held, memory against the budget, hits, misses and evictions.
    var summary: String {
        let megabyte = 1024.0 * 1024
        return String(
            format: "layers %d, %.1f MB of %.0f MB budget, %d hits, %d misses, %d evicted", count,
            Double(bytes) / megabyte, Double(budget) / megabyte, hits, misses, evictions)
    }
}
