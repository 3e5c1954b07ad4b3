import Foundation

/// The key of a localised string, as SwiftUI's `LocalizedStringKey`: a string literal given to `Text`, `Button`,
/// `Label` or `navigationTitle` is one, looked up in the app's `Localizable` table for the user's language.
///
/// As in SwiftUI, an interpolation makes a format key: `"\(count) items"` is the key `"%lld items"`, a `String` is
/// `%@`, a `Double` `%lf`, a `Float` `%f`, an `Int32` `%d`; the values fill the translation's specifiers (positional
/// ones, `%1$@`, too) or, when no table has the key, the key itself. A literal without interpolation is not a format:
/// `"100%"` shows as written.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    /// The key as the tables spell it.
    let key: String
    /// The interpolated values, in order.
    let arguments: [LocalizedFormatArgument]
    /// Whether the key is a format (it came from an interpolation).
    let hasFormatting: Bool

    /// The key `value`, as it is written: not a format.
    public init(_ value: String) {
        key = value
        arguments = []
        hasFormatting = false
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        hasFormatting = true
    }

    /// The string for this key in `tableName` (`Localizable` when nil) of `bundle` (the main bundle when nil), in
    /// the user's language, its specifiers filled; the key itself, filled, when no table has it.
    func resolved(tableName: String? = nil, bundle: Bundle? = nil) -> String {
        Localization.string(
            forKey: key, arguments: arguments, hasFormatting: hasFormatting, table: tableName, bundle: bundle)
    }

    /// Builds a key from a literal with interpolations, as SwiftUI's `LocalizedStringKey.StringInterpolation`: each
    /// value adds its format specifier to the key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [LocalizedFormatArgument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 4 * interpolationCount)
        }

        /// Adds literal text; a `%` in it is written `%%` in the key, as it is a format.
        public mutating func appendLiteral(_ literal: String) {
            key += literal.contains("%") ? literal.replacingOccurrences(of: "%", with: "%%") : literal
        }

        /// A string, as `%@`.
        public mutating func appendInterpolation(_ string: String) {
            append("%@", .object(string))
        }

        /// An integer or floating-point value, as its specifier (`%lld` for `Int`, `%lf` for `Double`, …).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            append(T._specifier, value._formatArgument)
        }

        /// A number with a printf specifier of the caller's, as SwiftUI's `"\(value, specifier: "%.1f")"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            append(specifier, value._formatArgument)
        }

        /// A value through a `Formatter`, as `%@`.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            append("%@", .object(formatter?.string(for: subject) ?? String(describing: subject)))
        }

        /// A value that is not `ReferenceConvertible` on Linux through a `Formatter`, as `%@`: swift-corelibs-foundation
        /// does not make `Date` conform, as Apple's Foundation does, and Xcode's Core Data template writes
        /// `"Item at \(item.timestamp!, formatter: itemFormatter)"`.
        @_disfavoredOverload
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
            append("%@", .object(formatter.string(for: subject) ?? String(describing: subject)))
        }

        /// A value formatted by a `FormatStyle`, a style in the current locale in the user's (`UserLocale`), as `%@`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            append("%@", .object(format.locale(ifCurrent: UserLocale.current).format(input)))
        }

        /// A date in a `Text.DateStyle`, in the user's calendar and locale, as SwiftUI's `"\(date, style: .date)"`,
        /// as `%@`.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append("%@", .object(Text.string(date, style: style, now: Date(), calendar: UserLocale.calendar)))
        }

        /// Any other value, as `%@` with its description (SwiftUI has no such overload; it keeps apps that
        /// interpolate their own types compiling).
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) {
            append("%@", .object(String(describing: value)))
        }

        private mutating func append(_ specifier: String, _ argument: LocalizedFormatArgument) {
            key += specifier
            arguments.append(argument)
        }
    }
}

/// A value interpolated into a localised string, as its format specifier reads it (not API: what
/// `_FormatSpecifiable` gives).
public enum LocalizedFormatArgument: Equatable, Sendable, CustomStringConvertible {
    case object(String)
    case signed(Int64)
    case unsigned(UInt64)
    case floating(Double)

    /// The value as `%@` shows it.
    public var description: String {
        switch self {
        case .object(let string): return string
        case .signed(let value): return String(value)
        case .unsigned(let value): return String(value)
        case .floating(let value): return String(value)
        }
    }

    /// The value as a plural rule counts it.
    var number: Double? {
        switch self {
        case .object(let string): return Double(string)
        case .signed(let value): return Double(value)
        case .unsigned(let value): return Double(value)
        case .floating(let value): return value
        }
    }
}

/// A number that has a printf format specifier, as SwiftUI's `_FormatSpecifiable`: what a `LocalizedStringKey` or
/// `String.LocalizationValue` interpolation writes into its key.
public protocol _FormatSpecifiable: Equatable {
    /// The specifier in the key, `%lld` for `Int`.
    static var _specifier: String { get }
    var _formatArgument: LocalizedFormatArgument { get }
}

extension Int: _FormatSpecifiable {
    public static var _specifier: String { "%lld" }
    public var _formatArgument: LocalizedFormatArgument { .signed(Int64(self)) }
}
extension Int8: _FormatSpecifiable {
    public static var _specifier: String { "%d" }
    public var _formatArgument: LocalizedFormatArgument { .signed(Int64(self)) }
}
extension Int16: _FormatSpecifiable {
    public static var _specifier: String { "%d" }
    public var _formatArgument: LocalizedFormatArgument { .signed(Int64(self)) }
}
extension Int32: _FormatSpecifiable {
    public static var _specifier: String { "%d" }
    public var _formatArgument: LocalizedFormatArgument { .signed(Int64(self)) }
}
extension Int64: _FormatSpecifiable {
    public static var _specifier: String { "%lld" }
    public var _formatArgument: LocalizedFormatArgument { .signed(self) }
}
extension UInt: _FormatSpecifiable {
    public static var _specifier: String { "%llu" }
    public var _formatArgument: LocalizedFormatArgument { .unsigned(UInt64(self)) }
}
extension UInt8: _FormatSpecifiable {
    public static var _specifier: String { "%u" }
    public var _formatArgument: LocalizedFormatArgument { .unsigned(UInt64(self)) }
}
extension UInt16: _FormatSpecifiable {
    public static var _specifier: String { "%u" }
    public var _formatArgument: LocalizedFormatArgument { .unsigned(UInt64(self)) }
}
extension UInt32: _FormatSpecifiable {
    public static var _specifier: String { "%u" }
    public var _formatArgument: LocalizedFormatArgument { .unsigned(UInt64(self)) }
}
extension UInt64: _FormatSpecifiable {
    public static var _specifier: String { "%llu" }
    public var _formatArgument: LocalizedFormatArgument { .unsigned(self) }
}
extension Float: _FormatSpecifiable {
    public static var _specifier: String { "%f" }
    public var _formatArgument: LocalizedFormatArgument { .floating(Double(self)) }
}
extension Double: _FormatSpecifiable {
    public static var _specifier: String { "%lf" }
    public var _formatArgument: LocalizedFormatArgument { .floating(self) }
}
extension CGFloat: _FormatSpecifiable {
    public static var _specifier: String { "%lf" }
    public var _formatArgument: LocalizedFormatArgument { .floating(Double(self)) }
}
