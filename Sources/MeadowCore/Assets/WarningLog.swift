import Foundation

/// Writes each distinct warning to standard error once.
public final class WarningLog: @unchecked Sendable {
    private var seen: Set<String> = []
    private var logged: [String] = []
    private let lock = NSLock()

    public init() {}

    /// The distinct messages written so far, oldest first; what a test checks instead of reading standard error.
    public var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return logged
    }

    /// Writes `message` unless this log has written it before.
    public func once(_ message: String) {
        lock.lock()
        let isNew = seen.insert(message).inserted
        if isNew { logged.append(message) }
        lock.unlock()
        guard isNew else { return }
        FileHandle.standardError.write(Data("meadow: warning: \(message)\n".utf8))
    }
}
