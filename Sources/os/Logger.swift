import Foundation

/// A log of an app's messages, as Apple's `Logger` (os, iOS 14): each message printed to standard error as
/// `subsystem[category] level: message`. Interpolated values take Apple's `privacy:` and `format:`/`align:`
/// arguments, which a terminal log ignores (private values are shown, as Xcode's console shows them).
public struct Logger: @unchecked Sendable {
    let subsystem: String
    let category: String

    /// A logger writing to the log of `subsystem` (reverse-DNS, the app's bundle identifier) and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// A logger for an `OSLog`.
    public init(_ log: OSLog) {
        subsystem = log.subsystem
        category = log.category
    }

    /// The default log.
    public init() {
        self.init(subsystem: "", category: "")
    }

    /// Logs `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { write(level, message.text) }
    /// Logs `message` at the default level.
    public func log(_ message: OSLogMessage) { write(.default, message.text) }
    /// Logs a debugging message.
    public func debug(_ message: OSLogMessage) { write(.debug, message.text) }
    /// Logs a trace message, as `debug`.
    public func trace(_ message: OSLogMessage) { write(.debug, message.text) }
    /// Logs an informative message.
    public func info(_ message: OSLogMessage) { write(.info, message.text) }
    /// Logs a notice, the default level.
    public func notice(_ message: OSLogMessage) { write(.default, message.text) }
    /// Logs a warning, at the error level.
    public func warning(_ message: OSLogMessage) { write(.error, message.text) }
    /// Logs an error.
    public func error(_ message: OSLogMessage) { write(.error, message.text) }
    /// Logs a critical message, at the fault level.
    public func critical(_ message: OSLogMessage) { write(.fault, message.text) }
    /// Logs a fault.
    public func fault(_ message: OSLogMessage) { write(.fault, message.text) }

    func write(_ level: OSLogType, _ text: String) {
        guard OSLog.isEnabled(level) else { return }
        let origin = subsystem.isEmpty ? "" : category.isEmpty ? "\(subsystem) " : "\(subsystem)[\(category)] "
        FileHandle.standardError.write(Data("\(origin)\(level.name): \(text)\n".utf8))
    }
}
