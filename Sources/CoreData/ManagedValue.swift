import Foundation

/// The Swift values a managed object's attributes hold, one type per Core Data attribute type (`Int16` for
/// Integer 16, `Bool` for Boolean, `Date`, `Data`, `UUID`, `URL`, `Decimal`), and how they are written to and read
/// from a SQLite column, compared for sorting and read back as the type a property declares.
enum ManagedValue {
    /// A model file's `defaultValueString` as a value of `type`.
    static func parse(_ text: String, as type: NSAttributeType) -> Any? {
        switch type {
        case .integer16AttributeType: return Int16(text)
        case .integer32AttributeType: return Int32(text)
        case .integer64AttributeType: return Int64(text)
        case .doubleAttributeType: return Double(text)
        case .floatAttributeType: return Float(text)
        case .decimalAttributeType: return Decimal(string: text)
        case .booleanAttributeType: return text == "YES" || text == "1"
        case .stringAttributeType: return text
        case .dateAttributeType: return Double(text).map { Date(timeIntervalSinceReferenceDate: $0) }
        case .UUIDAttributeType: return UUID(uuidString: text)
        case .URIAttributeType: return URL(string: text)
        default: return nil
        }
    }

    /// `value` as the column SQLite keeps it in: integers and Booleans as integers, dates as seconds since 2001
    /// (as Core Data's SQLite store keeps them), data as a blob, the rest as text.
    static func column(_ value: Any?) -> SQLiteStore.Value {
        switch value {
        case nil: return .null
        case let number as Int16: return .integer(Int64(number))
        case let number as Int32: return .integer(Int64(number))
        case let number as Int64: return .integer(number)
        case let number as Int: return .integer(Int64(number))
        case let flag as Bool: return .integer(flag ? 1 : 0)
        case let number as Double: return .real(number)
        case let number as Float: return .real(Double(number))
        case let date as Date: return .real(date.timeIntervalSinceReferenceDate)
        case let data as Data: return .blob(data)
        case let uuid as UUID: return .text(uuid.uuidString)
        case let url as URL: return .text(url.absoluteString)
        case let decimal as Decimal: return .text("\(decimal)")
        case let text as String: return .text(text)
        default: return .null
        }
    }

    /// A column read from SQLite as the value of an attribute of `type`.
    static func value(_ column: SQLiteStore.Value, as type: NSAttributeType) -> Any? {
        switch (column, type) {
        case (.null, _): return nil
        case (.integer(let number), .integer16AttributeType): return Int16(truncatingIfNeeded: number)
        case (.integer(let number), .integer32AttributeType): return Int32(truncatingIfNeeded: number)
        case (.integer(let number), .integer64AttributeType): return number
        case (.integer(let number), .booleanAttributeType): return number != 0
        case (.integer(let number), .doubleAttributeType): return Double(number)
        case (.integer(let number), .floatAttributeType): return Float(number)
        case (.integer(let number), .dateAttributeType): return Date(timeIntervalSinceReferenceDate: Double(number))
        case (.real(let number), .doubleAttributeType): return number
        case (.real(let number), .floatAttributeType): return Float(number)
        case (.real(let number), .dateAttributeType): return Date(timeIntervalSinceReferenceDate: number)
        case (.blob(let data), .binaryDataAttributeType): return data
        case (.text(let text), .stringAttributeType): return text
        case (.text(let text), .UUIDAttributeType): return UUID(uuidString: text)
        case (.text(let text), .URIAttributeType): return URL(string: text)
        case (.text(let text), .decimalAttributeType): return Decimal(string: text)
        default: return nil
        }
    }

    /// The order of two attribute values, as Core Data's `compare:` sorts them: nil first, then numbers, strings,
    /// dates, Booleans and UUIDs by their own order.
    static func order(_ first: Any?, _ second: Any?) -> ComparisonResult {
        switch (first, second) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        case (let a as String, let b as String): return a < b ? .orderedAscending : a == b ? .orderedSame : .orderedDescending
        case (let a as Date, let b as Date): return a < b ? .orderedAscending : a == b ? .orderedSame : .orderedDescending
        case (let a as Bool, let b as Bool): return a == b ? .orderedSame : (!a ? .orderedAscending : .orderedDescending)
        case (let a as UUID, let b as UUID): return order(a.uuidString, b.uuidString)
        case (let a as URL, let b as URL): return order(a.absoluteString, b.absoluteString)
        case (let a as Decimal, let b as Decimal): return a < b ? .orderedAscending : a == b ? .orderedSame : .orderedDescending
        default:
            guard let a = number(first), let b = number(second) else { return .orderedSame }
            return a < b ? .orderedAscending : a == b ? .orderedSame : .orderedDescending
        }
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as Int16: Double(number)
        case let number as Int32: Double(number)
        case let number as Int64: Double(number)
        case let number as Int: Double(number)
        case let number as Double: number
        case let number as Float: Double(number)
        default: nil
        }
    }

    /// `value` as `T`, the type a property declares: the value itself, nil for an optional, zero or false for a
    /// scalar that has no value, or a number of another width.
    static func typed<T>(_ value: Any?, as _: T.Type) -> T? {
        if let value, let typed = value as? T { return typed }
        if value == nil, let optional = T.self as? any ExpressibleByNilLiteral.Type {
            return optional.init(nilLiteral: ()) as? T
        }
        guard let number = value == nil ? 0 : number(value) else { return nil }
        switch T.self {
        case is Int16.Type: return Int16(number) as? T
        case is Int32.Type: return Int32(number) as? T
        case is Int64.Type: return Int64(number) as? T
        case is Int.Type: return Int(number) as? T
        case is Double.Type: return number as? T
        case is Float.Type: return Float(number) as? T
        case is Bool.Type: return (number != 0) as? T
        default: return nil
        }
    }

    /// `value` with any optional wrapping taken off: nil for a `.none` however deeply wrapped, the value otherwise.
    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }
}
