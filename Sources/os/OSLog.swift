import Foundation

/// A log, as Apple's `OSLog`: a subsystem and category that `os_log` and `Logger(_:)` write to.
public final class OSLog: @unchecked Sendable {
    let subsystem: String
    let category: String

    /// The log of `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The default log.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that writes nothing.
    public static let disabled = OSLog(subsystem: "", category: "\u{0}disabled")

    /// Whether messages of `level` are written: debug messages only when `MEADOW_LOG_DEBUG` is set, as Apple's
    /// log keeps debug messages out of the console unless asked.
    static func isEnabled(_ level: OSLogType) -> Bool {
        level != .debug || ProcessInfo.processInfo.environment["MEADOW_LOG_DEBUG"] != nil
    }
}

/// The level of a log message, as Apple's `OSLogType`.
public struct OSLogType: Equatable, Hashable, Sendable {
    let rawValue: UInt8

    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    public static let `default` = OSLogType(0x00)
    public static let info = OSLogType(0x01)
    public static let debug = OSLogType(0x02)
    public static let error = OSLogType(0x10)
    public static let fault = OSLogType(0x11)

    var name: String {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "notice"
        }
    }
}

/// Writes a formatted message to `log`, as Apple's `os_log(_:dso:log:type:_:)`: `%@`, `%d`, `%s`, `%f` and their
/// `{public}`/`{private}` forms are filled from `args` in order.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
    let format = "\(message)".replacingOccurrences(of: "{public}", with: "").replacingOccurrences(of: "{private}", with: "")
        .replacingOccurrences(of: "%@", with: "%@")
    let text = args.isEmpty ? format : String(format: format, arguments: args)
    Logger(log).write(type, text)
}

/// Writes `message` at `type` to `log`, as Apple's `os_log(_:log:_:)` taking an `OSLogMessage` (iOS 14).
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    Logger(log).write(type, message.text)
}
