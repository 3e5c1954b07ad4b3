import CCairo
import Foundation

/// The image surfaces a renderer's offscreen layers are drawn in, kept when a layer is freed and handed out again,
/// cleared, for the next layer of the same format and size, as a compositor recycles its backing stores.
///
/// A blur whose radius animates (the Weather detail's home screen), a material's backdrop, a shadow that moves and
/// a group copied while it slides each make a layer of the same size frame after frame while an older one is freed:
/// with the pool, the new one takes the old one's pixels instead of allocating megabytes and faulting their pages
/// in on every frame. The pool keeps at most `budget` bytes of surfaces no layer uses, and none once the window goes
/// idle (`empty()`).
final class SurfacePool: @unchecked Sendable {
    /// A surface's format and size in pixels: which freed surfaces a layer can take.
    private struct Shape: Hashable {
        let format: Int
        let width: Int32
        let height: Int32
    }

    /// The most bytes of surfaces kept unused.
    let budget: Int
    private var unused: [Shape: [OpaquePointer]] = [:]
    /// The bytes of the surfaces kept unused.
    private(set) var unusedBytes = 0
    /// How many surfaces the pool has allocated, and how many it handed out again instead.
    private(set) var allocations = 0
    private(set) var reuses = 0
    /// Layers are freed on the thread that lets go of them last.
    private let lock = NSLock()

    /// A pool keeping at most `budget` bytes of unused surfaces.
    init(budget: Int) {
        self.budget = budget
    }

    deinit {
        for surfaces in unused.values { surfaces.forEach { cairo_surface_destroy($0) } }
    }

    /// A transparent surface of `format` and `width` × `height` pixels: one given back before, cleared, when there
    /// is one of that shape, a new one otherwise.
    func surface(_ format: cairo_format_t, width: Int32, height: Int32) -> OpaquePointer? {
        let shape = Shape(format: Int(format.rawValue), width: width, height: height)
        lock.lock()
        let kept = unused[shape]?.popLast()
        if let kept {
            unusedBytes -= Self.byteCount(kept)
            reuses += 1
        } else {
            allocations += 1
        }
        lock.unlock()
        guard let kept else { return cairo_image_surface_create(format, width, height) }
        cairo_surface_flush(kept)
        if let data = cairo_image_surface_get_data(kept) { memset(data, 0, Self.byteCount(kept)) }
        cairo_surface_mark_dirty(kept)
        return kept
    }

    /// Takes back `surface`, which its layer no longer draws with: kept for the next layer of its shape while the
    /// unused surfaces fit the budget (and nothing else holds it), destroyed otherwise.
    func giveBack(_ surface: OpaquePointer) {
        let bytes = Self.byteCount(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, cairo_surface_get_reference_count(surface) == 1
        else { return cairo_surface_destroy(surface) }
        let shape = Shape(
            format: Int(cairo_image_surface_get_format(surface).rawValue),
            width: cairo_image_surface_get_width(surface), height: cairo_image_surface_get_height(surface))
        lock.lock()
        let keeps = unusedBytes + bytes <= budget
        if keeps {
            unused[shape, default: []].append(surface)
            unusedBytes += bytes
        }
        lock.unlock()
        if !keeps { cairo_surface_destroy(surface) }
    }

    /// Destroys the surfaces kept unused.
    func empty() {
        lock.lock()
        let surfaces = Array(unused.values.joined())
        unused = [:]
        unusedBytes = 0
        lock.unlock()
        surfaces.forEach { cairo_surface_destroy($0) }
    }

    private static func byteCount(_ surface: OpaquePointer) -> Int {
        Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
    }
}
