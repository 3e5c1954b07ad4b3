import Foundation

/// An `.xcstrings` String Catalog (JSON, as Xcode 15 writes it): per key, per language, a `stringUnit` value or
/// `variations.plural` with a `stringUnit` per CLDR category. Xcode compiles it into `.strings` and `.stringsdict`
/// files; Meadow reads it as it is.
struct StringCatalog {
    /// A key's translation into one language.
    enum Translation {
        case value(String)
        case plural([String: String])
    }

    let sourceLanguage: String
    /// Per key, per language.
    let strings: [String: [String: Translation]]

    init(contentsOf url: URL) throws {
        let data = try Data(contentsOf: url)
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw StringsFile.ParseError(file: url.lastPathComponent, line: 1, reason: "not a JSON String Catalog")
        }
        sourceLanguage = root["sourceLanguage"] as? String ?? "en"
        var strings: [String: [String: Translation]] = [:]
        for (key, value) in (root["strings"] as? [String: Any]) ?? [:] {
            var translations: [String: Translation] = [:]
            let localizations = ((value as? [String: Any])?["localizations"] as? [String: Any]) ?? [:]
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any] else { continue }
                if let unit = localization["stringUnit"] as? [String: Any], let text = unit["value"] as? String {
                    translations[language] = .value(text)
                } else if let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] {
                    var forms: [String: String] = [:]
                    for (category, form) in plural {
                        if let text = ((form as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String {
                            forms[category] = text
                        }
                    }
                    translations[language] = .plural(forms)
                }
            }
            strings[key] = translations
        }
        self.strings = strings
    }

    /// The string for `key` in `language` with `arguments` filled, or nil when the catalog has no translation of
    /// the key into that language.
    func string(forKey key: String, arguments: [LocalizedFormatArgument], language: String) -> String? {
        guard let translation = strings[key]?[language] else { return nil }
        switch translation {
        case .value(let text):
            return LocalizedFormat.fill(text, arguments: arguments)
        case .plural(let forms):
            let number = arguments.first?.number ?? 0
            let category = PluralCategory.of(number, language: language)
            let text = forms[category.rawValue] ?? forms["other"] ?? key
            return LocalizedFormat.fill(text, arguments: arguments)
        }
    }

    /// Whether the catalog lists `key` at all (a key with no translation shows as itself).
    func contains(_ key: String) -> Bool { strings[key] != nil }
}
