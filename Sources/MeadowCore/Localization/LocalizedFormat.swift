import Foundation

/// Fills the printf-style specifiers of a localised format (`%@`, `%lld`, `%d`, `%u`, `%lf`, `%.1f`, `%e`, `%g`,
/// `%x`, positional `%2$@`, `%%`, and `%#@name@` plural variables resolved by `plural`) with interpolated values, as
/// `String(format:)` does for a key from `LocalizedStringKey`.
enum LocalizedFormat {
    /// `format` with its specifiers filled from `arguments`; a specifier with no value left is kept as written.
    /// `plural` resolves a `%#@name@` variable to the text of its plural form (a .stringsdict rule) for the value
    /// of that index.
    static func fill(
        _ format: String, arguments: [LocalizedFormatArgument],
        plural: ((String, LocalizedFormatArgument?) -> String)? = nil
    ) -> String {
        var output = ""
        var nextIndex = 0
        var characters = format[...]
        while let percent = characters.firstIndex(of: "%") {
            output += characters[..<percent]
            var rest = characters[characters.index(after: percent)...]
            if rest.first == "%" {
                output += "%"
                characters = rest.dropFirst()
                continue
            }
            // A position: digits then "$".
            var position: Int?
            let digits = rest.prefix(while: \.isNumber)
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                position = Int(digits).map { $0 - 1 }
                rest = rest.dropFirst(digits.count + 1)
            }
            // A plural variable: %#@name@.
            if rest.hasPrefix("#@"), let end = rest.dropFirst(2).firstIndex(of: "@") {
                let name = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end])
                let index = position ?? nextIndex
                if position == nil { nextIndex += 1 }
                let argument = arguments.indices.contains(index) ? arguments[index] : nil
                output += plural?(name, argument) ?? name
                characters = rest[rest.index(after: end)...]
                continue
            }
            let flags = rest.prefix(while: { "-+ #0123456789.*".contains($0) })
            rest = rest.dropFirst(flags.count)
            let length = rest.prefix(while: { "hlqLzjt".contains($0) })
            rest = rest.dropFirst(length.count)
            guard let conversion = rest.first, "@dDiuUxXoOfFeEgGaAcCsSp".contains(conversion) else {
                output += "%"
                characters = characters[characters.index(after: percent)...]
                continue
            }
            let specifier = characters[percent..<rest.startIndex] + String(conversion)
            characters = rest.dropFirst()
            let index = position ?? nextIndex
            if position == nil { nextIndex += 1 }
            guard arguments.indices.contains(index) else {
                output += specifier
                continue
            }
            output += render(arguments[index], conversion: conversion, flags: String(flags))
        }
        output += characters
        return output
    }

    /// One value as a conversion with its flags, width and precision.
    private static func render(_ argument: LocalizedFormatArgument, conversion: Character, flags: String) -> String {
        switch (argument, conversion) {
        case (.object(let string), _):
            return string
        case (_, "@"), (_, "s"), (_, "S"):
            return argument.description
        case (.signed(let value), "d"), (.signed(let value), "i"), (.signed(let value), "D"):
            // Without flags, the decimal digits `String(format:)` writes, at a fraction of its cost: a `Text` of an
            // interpolated number formats it at every update.
            return flags.isEmpty ? String(value) : String(format: "%\(flags)lld", value)
        case (.unsigned(let value), "d"), (.unsigned(let value), "i"), (.unsigned(let value), "u"), (.unsigned(let value), "D"), (.unsigned(let value), "U"):
            return flags.isEmpty ? String(value) : String(format: "%\(flags)llu", value)
        case (.signed(let value), "u"), (.signed(let value), "U"):
            return String(format: "%\(flags)llu", UInt64(bitPattern: value))
        case (.signed(let value), "x"), (.signed(let value), "X"), (.signed(let value), "o"):
            return String(format: "%\(flags)ll\(conversion)", value)
        case (.unsigned(let value), "x"), (.unsigned(let value), "X"), (.unsigned(let value), "o"):
            return String(format: "%\(flags)ll\(conversion)", value)
        case (.floating(let value), "f"), (.floating(let value), "F"), (.floating(let value), "e"), (.floating(let value), "E"),
            (.floating(let value), "g"), (.floating(let value), "G"), (.floating(let value), "a"), (.floating(let value), "A"):
            return String(format: "%\(flags)\(conversion)", value)
        case (.floating(let value), _):
            return String(format: "%\(flags)lld", Int64(value.rounded(.towardZero)))
        case (.signed(let value), _):
            return String(format: "%\(flags)f", Double(value))
        case (.unsigned(let value), _):
            return String(format: "%\(flags)f", Double(value))
        }
    }
}
