import Foundation

/// What to print if the process traps while a fuzz case runs: the case's seed and tree, written by a signal handler
/// with `write(2)` alone, so a crash in `make fuzz` or `make test` still names the tree that caused it.
enum CrashNote {
    nonisolated(unsafe) private static var note: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var length = 0
    nonisolated(unsafe) private static var installed = false
    /// The handlers that were there before (Swift's backtracer), which run after the note is written.
    nonisolated(unsafe) private static var previous = (0..<32).map { _ in sigaction() }

    static func set(_ text: String) {
        install()
        let old = note
        note = strdup(text)
        length = note.map { strlen($0) } ?? 0
        free(old)
    }

    static func clear() {
        let old = note
        note = nil
        length = 0
        free(old)
    }

    private static func install() {
        guard !installed else { return }
        installed = true
        for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                if let note = CrashNote.note { _ = write(2, note, CrashNote.length) }
                CrashNote.previous.withUnsafeMutableBufferPointer { actions in
                    _ = sigaction(number, &actions[Int(number)], nil)
                }
                raise(number)
            }
            sigaction(signal, &action, &previous[Int(signal)])
        }
    }
}
