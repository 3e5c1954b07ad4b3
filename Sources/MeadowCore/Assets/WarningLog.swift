import Foundation

/// Writes each distinct warning to standard error once.
public final class WarningLog: @unchecked Sendable {
    private var seen: Set<String> = []
    private let lock = NSLock()

    public init() {}

    public func once(_ message: String) {
        lock.lock()
        let isNew = seen.insert(message).inserted
        lock.unlock()
        guard isNew else { return }
        FileHandle.standardError.write(Data("meadow: warning: \(message)\n".utf8))
    }
}
