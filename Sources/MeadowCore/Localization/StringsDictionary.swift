import Foundation

/// A `.stringsdict` file: per key, a format (`NSStringLocalizedFormatKey`, say `"%#@items@"`) whose `%#@name@`
/// variables are plural rules (`NSStringPluralRuleType`) with a text per CLDR category, as Foundation reads it.
struct StringsDictionary {
    struct Entry {
        let format: String
        /// Per variable, its value's specifier ("lld") and the text of each category.
        let variables: [String: (specifier: String, forms: [String: String])]
    }

    let entries: [String: Entry]

    init(contentsOf url: URL) throws {
        let data = try Data(contentsOf: url)
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw StringsFile.ParseError(file: url.lastPathComponent, line: 1, reason: "not a property list")
        }
        guard let root = plist as? [String: Any] else {
            throw StringsFile.ParseError(file: url.lastPathComponent, line: 1, reason: "expected a dictionary of keys")
        }
        var entries: [String: Entry] = [:]
        for (key, value) in root {
            guard let rule = value as? [String: Any], let format = rule["NSStringLocalizedFormatKey"] as? String else { continue }
            var variables: [String: (String, [String: String])] = [:]
            for (name, definition) in rule {
                guard let definition = definition as? [String: Any],
                    definition["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
                else { continue }
                var forms: [String: String] = [:]
                for category in PluralCategory.allCases {
                    if let text = definition[category.rawValue] as? String { forms[category.rawValue] = text }
                }
                variables[name] = (definition["NSStringFormatValueTypeKey"] as? String ?? "lld", forms)
            }
            entries[key] = Entry(format: format, variables: variables)
        }
        self.entries = entries
    }

    /// The string for `key` with `arguments`, each plural variable's form chosen for its value in `language`.
    func string(forKey key: String, arguments: [LocalizedFormatArgument], language: String) -> String? {
        guard let entry = entries[key] else { return nil }
        return LocalizedFormat.fill(entry.format, arguments: arguments) { name, argument in
            guard let variable = entry.variables[name] else { return name }
            let category = PluralCategory.of(argument?.number ?? 0, language: language)
            let form = variable.forms[category.rawValue] ?? variable.forms["other"] ?? ""
            // The form's own specifier for the value (`%d`, `%lld`) shows the value.
            return LocalizedFormat.fill(form, arguments: argument.map { [$0] } ?? [])
        }
    }
}
