import CPango
import MeadowCore

/// The Pango layouts of the runs drawn lately, each laid out and shaped once, in two generations of at most
/// `layoutsPerGeneration` (an older layout drawn again moves back to the recent one; the one before is freed).
///
/// A frame that draws text again unchanged (a bar over a page that slides beneath it, redrawn for its backdrop)
/// only shows the glyphs it has: shaping a run with HarfBuzz again at each draw took a tenth of Landmarks' push.
/// It belongs to its text system, which uses it on the main actor only.
final class DrawnTextLayouts {
    /// How many layouts a generation holds.
    static let layoutsPerGeneration = 256
    /// How many bytes of text a generation holds at most: a long text drawn edit after edit makes a layout of its
    /// whole text each time.
    static let textBytesPerGeneration = 1 << 18

    private var recent: [TextLayoutKey: OpaquePointer] = [:]
    private var older: [TextLayoutKey: OpaquePointer] = [:]
    private var recentTextBytes = 0
    /// How many runs were laid out and shaped to be drawn (for tests).
    private(set) var shaped = 0
    /// How many layouts are kept now, at most twice `layoutsPerGeneration`.
    var count: Int { recent.count + older.count }

    /// The layout of `key`, kept, or made by `make` (a new layout, the run applied to it) and kept; nil when
    /// `make` could not make one.
    func layout(for key: TextLayoutKey, make: () -> OpaquePointer?) -> OpaquePointer? {
        if let kept = recent[key] { return kept }
        if let kept = older.removeValue(forKey: key) {
            keep(kept, for: key)
            return kept
        }
        guard let made = make() else { return nil }
        shaped += 1
        keep(made, for: key.compacted)
        return made
    }

    private func keep(_ layout: OpaquePointer, for key: TextLayoutKey) {
        let bytes = key.run.string.utf8.count
        if recent.count >= Self.layoutsPerGeneration || recentTextBytes + bytes > Self.textBytesPerGeneration {
            Self.free(older)
            older = recent
            recent = [:]
            recentTextBytes = 0
        }
        recent[key] = layout
        recentTextBytes += bytes
    }

    /// Frees every layout: the fonts they were shaped in may have changed.
    func removeAll() {
        Self.free(recent)
        Self.free(older)
        (recent, older, recentTextBytes) = ([:], [:], 0)
    }

    private static func free(_ layouts: [TextLayoutKey: OpaquePointer]) {
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    deinit {
        Self.free(recent)
        Self.free(older)
    }
}
