import CSDL2
import Foundation

/// How an idle window waits without using the CPU, as an iOS app's main run loop sleeps between events: the main
/// thread sleeps in the main run loop until X sends the window something, work is queued for the main thread (a
/// `task` resuming on the main actor, `DispatchQueue.main.async` from another thread, an `@Observable` model
/// changed elsewhere), a run-loop timer fires, a deadline passes, or the process is asked to quit (SIGINT, SIGTERM).
///
/// X input wakes the run loop through a dispatch source on the window's X connection, whose handler runs on the
/// main queue; SIGINT and SIGTERM write a byte to a pipe that another such source watches. SDL itself waits
/// only on its connection, so a window whose connection is not X's (Wayland) waits for SDL's events with a
/// timeout instead.
@MainActor
final class IdleWait {
    private let sources: [any DispatchSourceRead]

    /// SDL's `SDL_SYSWM_X11`, the window system `SDL_GetWindowWMInfo` reports for an X11 window.
    private static let x11Subsystem: UInt32 = 2

    /// Waits on `window`'s X connection, and calls `onQuitSignal` on the main thread when SIGINT or SIGTERM
    /// arrives (a second one ends the process at once, as if the app did not handle them); `nil` when the
    /// window is not on X11.
    init?(sdl: SDLLibrary, window: OpaquePointer, onQuitSignal: @escaping @MainActor () -> Void) {
        guard let connection = Self.xConnection(sdl: sdl, window: window), let quitSignals = Self.quitSignals else { return nil }
        let input = DispatchSource.makeReadSource(fileDescriptor: connection, queue: .main)
        // Nothing to do here: the handler running wakes the run loop, and SDL then reads the input.
        input.setEventHandler {}
        let signals = DispatchSource.makeReadSource(fileDescriptor: quitSignals, queue: .main)
        signals.setEventHandler {
            var bytes = [UInt8](repeating: 0, count: 16)
            while read(quitSignals, &bytes, bytes.count) > 0 {}
            MainActor.assumeIsolated { onQuitSignal() }
        }
        sources = [input, signals]
        for source in sources { source.resume() }
        signal(SIGINT, quitSignalHandler)
        signal(SIGTERM, quitSignalHandler)
        // A process started from a thread that blocks them (a dispatch worker blocks every signal) starts with them
        // blocked; the main thread takes them.
        var quitSignalSet = sigset_t()
        sigemptyset(&quitSignalSet)
        sigaddset(&quitSignalSet, SIGINT)
        sigaddset(&quitSignalSet, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &quitSignalSet, nil)
    }

    deinit {
        for source in sources { source.cancel() }
    }

    /// Sleeps until there is something to do, or until `deadline`. Input already read off the connection (by X
    /// calls since SDL last looked) does not wake it, so SDL's queue must be empty first (`SDL_PollEvent` said so).
    func sleep(until deadline: Date) {
        _ = RunLoop.main.run(mode: .default, before: deadline)
    }

    /// The file descriptor of the X connection `window` is shown through, if it is shown through X.
    private static func xConnection(sdl: SDLLibrary, window: OpaquePointer) -> Int32? {
        // SDL_SysWMinfo: SDL_version (3 bytes) at 0, the window system at 4, then for X11 the `Display *`, 8-aligned.
        var info = [UInt8](repeating: 0, count: 128)
        info[0] = UInt8(SDL_MAJOR_VERSION)
        info[1] = UInt8(SDL_MINOR_VERSION)
        info[2] = UInt8(SDL_PATCHLEVEL)
        let display: UnsafeMutableRawPointer? = info.withUnsafeMutableBytes { raw in
            guard sdl.getWindowWMInfo(window, raw.baseAddress) == SDL_TRUE,
                  raw.load(fromByteOffset: 4, as: UInt32.self) == x11Subsystem
            else { return nil }
            return raw.load(fromByteOffset: 8, as: UnsafeMutableRawPointer?.self)
        }
        // SDL loaded Xlib for the window; its `XConnectionNumber` gives the socket.
        guard let display, let xlib = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD),
              let symbol = dlsym(xlib, "XConnectionNumber")
        else { return nil }
        let connectionNumber = unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutableRawPointer) -> Int32).self)
        return connectionNumber(display)
    }

    /// The read end of the pipe the quit signals' handler writes to, opened once.
    private static let quitSignals: Int32? = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        quitSignalPipeInput = ends[1]
        return ends[0]
    }()
}

/// The write end of the pipe SIGINT and SIGTERM are reported through: a signal handler may do little more.
nonisolated(unsafe) private var quitSignalPipeInput: Int32 = -1

/// Writes one byte to the quit signals' pipe, and gives the signal its default action back, so a second one ends
/// an app that does not quit.
private let quitSignalHandler: @convention(c) (Int32) -> Void = { number in
    var byte: UInt8 = 1
    _ = write(quitSignalPipeInput, &byte, 1)
    signal(number, SIG_DFL)
}
