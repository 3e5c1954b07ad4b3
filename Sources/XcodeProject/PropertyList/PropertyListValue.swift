import Foundation

/// A value of an ASCII (OpenStep) property list, the format of Xcode's `project.pbxproj`.
///
/// The format has no numbers or booleans of its own: `objectVersion = 56;` is the string "56", as Xcode reads it.
public enum PropertyListValue: Equatable, Sendable {
    /// A quoted or unquoted string (numbers too).
    case string(String)
    /// `( a, b, )`.
    case array([PropertyListValue])
    /// `{ key = value; }`.
    case dictionary([String: PropertyListValue])
    /// `<0fa3 9c>`.
    case data([UInt8])

    /// The string, when this value is one.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, when this value is an array.
    public var array: [PropertyListValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The entries, when this value is a dictionary.
    public var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The strings of an array, skipping elements that are not strings; a lone string is a list of one.
    public var strings: [String] {
        switch self {
        case .string(let value): return [value]
        case .array(let values): return values.compactMap(\.string)
        default: return []
        }
    }

    /// The value of `key`, when this value is a dictionary holding it.
    public subscript(key: String) -> PropertyListValue? {
        dictionary?[key]
    }
}
