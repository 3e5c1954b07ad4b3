import Foundation

/// The compositor's retained layers: offscreen pixels of groups (blurred shadow masks, blurred layers, the
/// unblurred content a blur whose radius animates is blurred again from, groups an animation moves, and scroll
/// views' content), each kept with the version of the group it was drawn from, within a memory budget.
///
/// A layer no frame used in the last frames drawn (`LayerKey.Kind.framesKept`) is dropped when a frame ends: a
/// shadow that moved (its placement is part of the key, so each step of an animation or scroll makes a new layer)
/// or left the screen leaves nothing behind. A blurred group's layers stay for seconds of frames: a blur that
/// animates comes back through the same radii when it animates again (a sheet that opens and closes again), so
/// each set of box passes is blurred once, not on every opening. When the pixels held pass the budget, the layers
/// used least recently go first; a layer asked for with another version than the one it holds is stale and is
/// replaced, and a group's blurred or content layer stored at a new placement lets go of those at the placements it
/// left (`LayerKey.Kind.keepsOnePlacement`).
public final class LayerStore<Layer: CompositedLayer> {
    private struct Entry {
        let version: Int
        let layer: Layer
        var lastUse: Int
        /// The frame that last used the layer.
        var frame: Int
    }

    /// The most bytes of pixels the store keeps.
    public let budget: Int
    private var entries: [LayerKey: Entry] = [:]
    private var clock = 0
    private var frame = 0
    public private(set) var bytes = 0
    public private(set) var hits = 0
    public private(set) var misses = 0
    public private(set) var evictions = 0

    public init(budget: Int) {
        self.budget = budget
    }

    /// How many layers are kept.
    public var count: Int { entries.count }

    /// The layer kept for `key` when it was drawn from `version`, marked as just used. Not finding it counts as a
    /// miss, a layer to draw again, unless the caller draws none then (`countingMiss` false).
    public func layer(for key: LayerKey, version: Int, countingMiss: Bool = true) -> Layer? {
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

    /// Keeps `layer` for `key`, drawn from `version`, then evicts the least recently used layers until the store
    /// is within its budget again (the new layer last). A layer drawn ahead of the frames that show it
    /// (`shownByFrame` false) counts as not used by the frame being drawn, as one last used two frames before: an
    /// idle window keeps it only within what it keeps of layers unused (`dropUnusedLayers`). Of a kind that keeps
    /// one placement, the group's layers at other placements that the frame being drawn did not use go: Landmarks'
    /// detail sliding under its bar's backdrop left a blurred layer and its content at every step of each push,
    /// kept for 600 frames (35 MB of the push and pop benchmark's 181 MB peak resident).
    public func store(_ layer: Layer, for key: LayerKey, version: Int, shownByFrame: Bool = true) {
        clock += 1
        if key.kind.keepsOnePlacement {
            drop { other, entry in other.isOtherPlacement(of: key) && entry.frame < frame }
        }
        if let old = entries[key] { bytes -= old.layer.byteCount }
        entries[key] = Entry(version: version, layer: layer, lastUse: clock, frame: shownByFrame ? frame : frame - 2)
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
    public func endFrame() {
        drop { key, entry in frame - entry.frame >= key.kind.framesKept }
        frame += 1
    }

    /// Drops the layers that none of the last `frames` frames drawn used, whatever their kind: when the window
    /// goes idle, the layers of what it drew last stay (a sheet just closed opens again through them), and older
    /// ones give their memory back instead of waiting for frames that may not come.
    public func dropLayers(unusedFor frames: Int) {
        drop { _, entry in frame - entry.frame > frames }
    }

    /// Drops the layers of `kind` that none of the last `frames` frames drawn used.
    public func dropLayers(of kind: LayerKey.Kind, unusedFor frames: Int) {
        drop { key, entry in key.kind == kind && frame - entry.frame > frames }
    }

    /// Drops layers the last frame drawn did not use, the least recently used first, until those left hold at most
    /// `budget` bytes: what an idle window keeps of pixels it does not show (an app closed in the launcher, a sheet
    /// closed over a blurred screen), for the next frames that show them again.
    public func dropUnusedLayers(keepingAtMost budget: Int) {
        var kept = 0
        let unused = entries.filter { frame - $0.value.frame > 1 }.sorted { $0.value.lastUse > $1.value.lastUse }
        for (key, entry) in unused {
            if kept + entry.layer.byteCount <= budget {
                kept += entry.layer.byteCount
            } else {
                entries[key] = nil
                bytes -= entry.layer.byteCount
                evictions += 1
            }
        }
    }

    /// Drops the entries `isStale` picks, given each one's key and entry.
    private func drop(where isStale: (LayerKey, Entry) -> Bool) {
        for (key, entry) in entries where isStale(key, entry) {
            entries[key] = nil
            bytes -= entry.layer.byteCount
            evictions += 1
        }
    }

    /// One line for `--stats`: layers held, memory against the budget, hits, misses and evictions.
    public var summary: String {
        let megabyte = 1024.0 * 1024
        return String(
            format: "layers %d, %.1f MB of %.0f MB budget, %d hits, %d misses, %d evicted", count,
            Double(bytes) / megabyte, Double(budget) / megabyte, hits, misses, evictions)
    }
}
