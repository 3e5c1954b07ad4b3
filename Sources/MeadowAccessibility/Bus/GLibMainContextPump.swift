internal import CGio
import Dispatch

/// Runs GLib's default main context from the main dispatch queue, so that GDBus's method calls and replies, which
/// GDBus's own thread queues on that context, are handled on the main thread, and only when they come: nothing
/// polls and an idle app stays asleep.
///
/// GLib wakes the context by making one of its file descriptors readable (its wake-up descriptor, which GDBus's
/// thread signals after queueing work); a dispatch source on each of the context's descriptors runs the context's
/// ready work on the main queue, which wakes the window's run loop as X input does (`IdleWait`). GLib signals the
/// wake-up descriptor only for a context another thread owns, so the main thread acquires the context for good.
/// Work queued before runs at once.
@MainActor
final class GLibMainContextPump {
    private var sources: [Int32: any DispatchSourceRead] = [:]

    init() {
        _ = g_main_context_acquire(g_main_context_default())
        dispatchReady()
    }

    deinit {
        for source in sources.values { source.cancel() }
    }

    /// Runs what is ready on the context, without waiting, then watches any descriptor it now polls.
    func dispatchReady() {
        while g_main_context_iteration(nil, 0) != 0 {}
        watchDescriptors()
    }

    /// Adds a dispatch source for each descriptor the context polls that is not watched yet.
    private func watchDescriptors() {
        let context = g_main_context_default()
        var timeout: Int32 = 0
        var fds = [GPollFD](repeating: GPollFD(), count: 16)
        // Every descriptor, whatever its source's priority; they are only watched here, not polled.
        let count = min(Int(g_main_context_query(context, Int32.max, &timeout, &fds, Int32(fds.count))), fds.count)
        for fd in fds.prefix(count) where sources[fd.fd] == nil {
            let source = DispatchSource.makeReadSource(fileDescriptor: fd.fd, queue: .main)
            source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.dispatchReady() } }
            source.resume()
            sources[fd.fd] = source
        }
    }
}
