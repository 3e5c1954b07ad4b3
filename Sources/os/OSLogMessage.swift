import Foundation

/// A log message built from a string literal with interpolations, as Apple's `OSLogMessage`: what `Logger`'s
/// methods take, so `logger.info("Loaded \(count, privacy: .public) items")` compiles unchanged.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// The message as printed.
    public let text: String

    public init(stringLiteral value: String) { text = value }

    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// The interpolations a log message takes, as Apple's `OSLogInterpolation`: any value, with optional privacy,
/// format and alignment (kept out of a terminal log).
public struct OSLogInterpolation: StringInterpolationProtocol {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
        text.reserveCapacity(literalCapacity)
    }

    public mutating func appendLiteral(_ literal: String) { text += literal }

    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto) {
        text += String(describing: value())
    }

    public mutating func appendInterpolation<T>(
        _ value: @autoclosure @escaping () -> T, format: OSLogFormat = .default, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += String(describing: value())
    }

    public mutating func appendInterpolation<T: BinaryFloatingPoint>(
        _ value: @autoclosure @escaping () -> T, format: OSLogFloatFormatting, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        let number = Double(value())
        switch format.kind {
        case .fixed(let digits): text += String(format: "%.\(digits)f", number)
        case .plain: text += "\(number)"
        }
    }

    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> String?, privacy: OSLogPrivacy = .auto) {
        text += value() ?? "(null)"
    }
}

/// Whether an interpolated value may show in the log, as Apple's `OSLogPrivacy`.
public struct OSLogPrivacy: Equatable, Sendable {
    let level: Int

    public static let auto = OSLogPrivacy(level: 0)
    public static let `public` = OSLogPrivacy(level: 1)
    public static let `private` = OSLogPrivacy(level: 2)
    public static let sensitive = OSLogPrivacy(level: 3)

    /// What a private value is replaced by in the log; printed as it is here.
    public enum Mask: Equatable, Sendable { case hash, none }

    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
}

/// How an interpolated value is formatted, as Apple's `OSLogFormat` (kept; values print as they describe
/// themselves).
public struct OSLogFormat: Sendable {
    public static let `default` = OSLogFormat()
}

/// How an interpolated floating-point number is formatted, as Apple's `OSLogFloatFormatting`.
public struct OSLogFloatFormatting: Sendable {
    enum Kind: Sendable {
        case fixed(Int)
        case plain
    }

    let kind: Kind

    /// Fixed-point with `precision` digits after the point.
    public static func fixed(precision: @autoclosure @escaping () -> Int) -> OSLogFloatFormatting {
        OSLogFloatFormatting(kind: .fixed(precision()))
    }

    public static let fixed = OSLogFloatFormatting(kind: .fixed(6))
}

/// How an interpolated value is padded, as Apple's `OSLogStringAlignment` (kept).
public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()

    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { .none }
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { .none }
}
