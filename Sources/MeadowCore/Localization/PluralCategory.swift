import Foundation

/// A CLDR plural category, the keys of a `.stringsdict` rule and of an `.xcstrings` plural variation.
enum PluralCategory: String, CaseIterable {
    case zero, one, two, few, many, other

    /// The category of `number` in `language` (a language code such as "en" or "pt-BR"), after CLDR's cardinal
    /// rules for the languages apps are most often translated into; other languages count as English does.
    static func of(_ number: Double, language: String) -> PluralCategory {
        let code = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? "en"
        let isInteger = number == number.rounded(.towardZero)
        let n = abs(number)
        let i = Int(n.rounded(.towardZero))
        switch code {
        case "ja", "zh", "ko", "th", "vi", "id", "ms":
            return .other
        case "fr", "pt":
            return i == 0 || i == 1 ? .one : (isInteger && i != 0 && i % 1_000_000 == 0 ? .many : .other)
        case "ru", "uk", "be":
            guard isInteger else { return .other }
            if i % 10 == 1, i % 100 != 11 { return .one }
            if (2...4).contains(i % 10), !(12...14).contains(i % 100) { return .few }
            return .many
        case "pl":
            guard isInteger else { return .other }
            if i == 1 { return .one }
            if (2...4).contains(i % 10), !(12...14).contains(i % 100) { return .few }
            return .many
        case "cs", "sk":
            guard isInteger else { return .many }
            if i == 1 { return .one }
            if (2...4).contains(i) { return .few }
            return .other
        case "ar":
            guard isInteger else { return .other }
            if i == 0 { return .zero }
            if i == 1 { return .one }
            if i == 2 { return .two }
            if (3...10).contains(i % 100) { return .few }
            if (11...99).contains(i % 100) { return .many }
            return .other
        default:
            return isInteger && i == 1 ? .one : .other
        }
    }
}
