import CMalloc

/// How the process's heap holds large buffers (frame and layer surfaces, decoded pictures, Cairo's group surfaces):
/// each of `threshold` bytes or more in a mapping of its own, given back to the system as soon as it is freed.
///
/// glibc starts with that behaviour, but after the first such buffer is freed it raises its threshold to that
/// buffer's size, up to 32 MB, and from then on large buffers come from the heap: freed there among small blocks
/// still in use, their pages stay resident until `malloc_trim`. The launcher with its three apps opened held
/// 25 MB of its 64 MB main heap free that way. Setting the threshold keeps it fixed. The buffers a renderer
/// frees and makes again frame after frame, whose fresh mappings would each fault their pages in anew, are its
/// layers' surfaces, which `SurfacePool` hands from layer to layer instead.
enum LargeBufferMapping {
    /// The size, in bytes, from which a buffer is mapped on its own: 512 KB, a 256 × 512 layer, well above the
    /// renderer's blur scratch rows and strips and a text layout's allocations.
    static let threshold: Int32 = 512 * 1024

    /// Fixes the threshold, once per process, before the first renderer draws.
    static let fixed: Bool = mallopt(M_MMAP_THRESHOLD, threshold) == 1
}
