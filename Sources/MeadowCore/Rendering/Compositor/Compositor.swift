import Foundation

/// The fifth stage of a frame (DESIGN.md): decides, frame after frame, what is drawn again and what is copied from
/// pixels kept before. Backend-free: a rasteriser (MeadowCairo's `CairoRenderer`) asks it and draws what it says.
///
/// - A frame on the same canvas as the one before starts from that frame's pixels, in the buffer of the frame
///   before last when nothing else holds it, and draws again only its damage (`beginFrame`).
/// - Groups' pixels are kept in layers (`layers`) keyed by identity and placement and reused while their version
///   stays the same, within a memory budget.
/// - A group whose scale or rotation animates is painted from its content's pixels at rest (`isMoving`,
///   `compositedLayer`), and copied from them once it is at rest again (`compositedCopy`); a group an animated
///   offset moves that holds pictures (`slidingGroup`) and a scroll view's content (`scrolledContent`) are copied
///   from their pixels drawn before, moved by whole device pixels.
///
/// Generic over the rasteriser's frame surface and layer, so tests drive it with surfaces that record what was
/// copied, without pixels.
public final class Compositor<Frame: CompositedFrame, Layer: CompositedLayer> {
    /// The groups' kept pixels.
    public let layers: LayerStore<Layer>
    /// The frame begun last (the one being drawn, while one is): its canvas, its list and its surface, which the
    /// next frame on the same canvas starts from.
    public var latest: (canvas: FrameCanvas, list: DisplayList, frame: Frame)? { latestFrame }
    @usableFromInline var latestFrame: (canvas: FrameCanvas, list: DisplayList, frame: Frame)?
    /// Whether the frame being drawn follows one drawn on the same canvas: a sequence of frames, in which a group
    /// the display list says animates is drawn from its content's pixels from its first frame on.
    public var isContinuing: Bool { continuing }
    @usableFromInline var continuing = false
    /// The frame returned before the latest, kept for its buffer: when nothing else holds it any more, the next
    /// frame is drawn into it, brought up to date where the frame before changed, instead of into a new one
    /// copied whole (5.4 MB allocated and copied a frame on an iPhone 15).
    @usableFromInline var spare: Frame?

    /// The transforms of the groups that scaled or rotated in the frame before, and in this one, by the identity
    /// of their lists: a group whose transform changed is animating (`isMoving`).
    var transformsBefore: [Int: Transform] = [:]
    var transformsDrawn: [Int: Transform] = [:]
    /// The groups drawn from a moving group's content layer in the frame before, and in this one, by the identity
    /// of the group's list (`singleGroup`).
    var compositedBefore: [Int: CompositedGroup] = [:]
    var compositedDrawn: [Int: CompositedGroup] = [:]
    /// Whether some group was drawn from a moving group's content layer in the frame before, so a group met now
    /// may be copied from it (`compositedCopy`): false on almost every frame, which then asks nothing more. Stored,
    /// as the rasteriser asks it for every group it draws.
    public private(set) var hasCompositedGroups = false
    /// Scroll views' content drawn on the frame's surface in the frame before and in this one, by the identity of
    /// its list: content that moved by whole pixels is scrolling (`scrolledContent`).
    var scrolledBefore: [Int: ScrolledContent] = [:]
    var scrolledDrawn: [Int: ScrolledContent] = [:]

    /// The most pixels a moving group's layer holds, in surfaces: a group scaled far down shows more of its
    /// content than a surface holds, and is drawn as usual.
    public static var largestMovingLayer: CGFloat { 4 }

    /// A compositor keeping at most `layerBudget` bytes of layers.
    public init(layerBudget: Int) {
        layers = LayerStore(budget: layerBudget)
    }

    /// A frame about to be drawn: its surface, and the device-pixel rects to draw, or nil to draw all of it.
    public struct FrameStart {
        public let frame: Frame
        public let damage: [CGRect]?

        @inlinable init(frame: Frame, damage: [CGRect]?) {
            self.frame = frame
            self.damage = damage
        }
    }

    /// Starts a frame of `list` on `canvas`. When the frame before was drawn on the same canvas, the new frame's
    /// surface holds its pixels outside `damage`, the rects where the lists differ (`DisplayList.damage(since:)`)
    /// in device pixels (`DeviceDamage.rects`): the frame before last's buffer once no one else holds it, brought
    /// up to date by copying only what the frame before changed outside the damage, or a new one copied whole
    /// outside it. The rasteriser draws the damage, sets it as the frame's `damagedRects`, and calls `endFrame()`
    /// once it has drawn; a frame with no damage is left as it is. Inlinable, so the rasteriser's module runs it
    /// specialised for its own surfaces, on every frame.
    @inlinable
    public func beginFrame(_ list: DisplayList, on canvas: FrameCanvas) -> FrameStart {
        let continued = latestFrame.flatMap { $0.canvas == canvas ? $0 : nil }
        continuing = continued != nil
        // The frame before last's buffer, when nothing holds it any more: it lacks only what the frame before drew.
        var recycled = continued == nil ? nil : spare
        spare = nil
        let reusable = isKnownUniquelyReferenced(&recycled)
        let frame = recycled.flatMap { reusable ? $0 : nil } ?? Frame(width: canvas.pixelWidth, height: canvas.pixelHeight)
        var damage: [CGRect]?
        if let continued {
            let whole = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
            let rects = DeviceDamage.rects(list.damage(since: continued.list), scale: canvas.scale, within: whole)
            // What the frame before changed, or all of it for a new buffer, except what this frame draws again.
            let stale = reusable ? continued.frame.damagedRects ?? [whole] : [whole]
            frame.copyPixels(from: continued.frame, in: DeviceDamage.parts(of: stale, outside: rects))
            damage = rects
        }
        spare = continued?.frame
        latestFrame = (canvas, list, frame)
        return FrameStart(frame: frame, damage: damage)
    }

    /// Lets go of the spare buffer (the frame returned before the latest): an idle window holds the frame it shows
    /// and no other, 5.4 MB on an iPhone 15. The next frame is drawn into a new buffer, copied whole from the
    /// latest outside its damage, as the first frame of a sequence is.
    public func releaseSpareFrame() {
        spare = nil
    }

    /// Ends a frame that was drawn: drops the layers the last frames did not use (`LayerStore.endFrame`), and what
    /// this frame drew becomes what the next one compares with.
    public func endFrame() {
        layers.endFrame()
        transformsBefore = transformsDrawn
        transformsDrawn = [:]
        compositedBefore = compositedDrawn
        compositedDrawn = [:]
        hasCompositedGroups = !compositedBefore.isEmpty
        scrolledBefore = scrolledDrawn
        scrolledDrawn = [:]
    }
}
