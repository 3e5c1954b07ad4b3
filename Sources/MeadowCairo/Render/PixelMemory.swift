import CMalloc

/// How the process's allocator treats the large buffers drawing makes (surfaces, layers, blur and shadow scratch,
/// a few hundred KB to a few MB each).
///
/// glibc maps a large block of its own and unmaps it when freed, but after the first such free it raises that
/// threshold to the block's size, so from then on buffers of several MB come from the heap. Freed there among small
/// allocations, their pages stay with the process: the soak's resident memory rose by a third in ten minutes while
/// what the heap held stayed level. A fixed threshold keeps every buffer over 128 KB in a mapping of its own that
/// goes back to the system when freed, and a trim threshold as low returns a freed top of the heap too.
enum PixelMemory {
    /// Blocks from this size up are mapped on their own.
    static let ownMappingThreshold: Int32 = 128 * 1024

    /// Sets the thresholds once per process; later calls do nothing.
    static func configure() {
        _ = configured
    }

    private static let configured: Bool = {
        mallopt(M_MMAP_THRESHOLD, ownMappingThreshold) == 1 && mallopt(M_TRIM_THRESHOLD, ownMappingThreshold) == 1
    }()
}
