import Foundation
import Testing

@testable import MeadowCore

/// Localised strings as iOS finds them for `Text("key")` and `String(localized:)`: keys made as SwiftUI makes them,
/// looked up in a bundle's `.strings`, `.stringsdict` and `.xcstrings` tables for the user's language.
@Suite("Localisation", .serialized)
struct LocalizationTests {
    /// A bundle folder with German and English tables, a plural rule and a String Catalog.
    static func makeBundle() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-l10n-\(UUID().uuidString)")
        let german = folder.appendingPathComponent("de.lproj")
        let english = folder.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: german, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
        try """
            /* The greeting */
            "Hello" = "Hallo";
            "Hello, %@!" = "Hallo, %@!";
            // Positional arguments swap the order.
            "%@ has %lld points" = "%2$lld Punkte hat %1$@";
            "Quote \\"this\\"" = "Zitat \\U201Edies\\U201C\\n";
            """.write(to: german.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        try Data([0xFF, 0xFE] + Array("\"Only English\" = \"Only in English\";".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
            .write(to: english.appendingPathComponent("Localizable.strings"))
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>%lld apples</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@apples@</string>
                <key>apples</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>lld</string>
                  <key>one</key><string>ein Apfel</string>
                  <key>other</key><string>%lld Äpfel</string>
                </dict>
              </dict>
            </dict></plist>
            """.write(to: german.appendingPathComponent("Localizable.stringsdict"), atomically: true, encoding: .utf8)
        try """
            {
              "sourceLanguage": "en",
              "version": "1.0",
              "strings": {
                "Settings": { "localizations": {
                  "de": { "stringUnit": { "state": "translated", "value": "Einstellungen" } },
                  "fr": { "stringUnit": { "state": "translated", "value": "Réglages" } }
                } },
                "%lld files": { "localizations": {
                  "fr": { "variations": { "plural": {
                    "one": { "stringUnit": { "state": "translated", "value": "%lld fichier" } },
                    "other": { "stringUnit": { "state": "translated", "value": "%lld fichiers" } }
                  } } }
                } }
              }
            }
            """.write(to: folder.appendingPathComponent("Catalog.xcstrings"), atomically: true, encoding: .utf8)
        return folder
    }

    func look(_ key: LocalizedStringKey, table: String = "Localizable", in folder: URL, languages: [String]) -> String {
        Localization.string(
            forKey: key.key, arguments: key.arguments, hasFormatting: key.hasFormatting, table: table, in: folder,
            languages: languages)
    }

    @Test(
        "An interpolation makes SwiftUI's format key: Int %lld, String %@, Double and CGFloat %lf, Float %f, Int32 %d, UInt %llu",
        arguments: [
            (LocalizedStringKey("\(3) items"), "%lld items"),
            (LocalizedStringKey("Hello, \("Ann")!"), "Hello, %@!"),
            (LocalizedStringKey("\(2.5) km"), "%lf km"),
            (LocalizedStringKey("\(Float(1)) m"), "%f m"),
            (LocalizedStringKey("\(Int32(4))"), "%d"),
            (LocalizedStringKey("\(UInt(4))"), "%llu"),
            (LocalizedStringKey("\(9.5, specifier: "%.1f")%"), "%.1f%%"),
            (LocalizedStringKey("\(CGFloat(2)) pt"), "%lf pt"),
            (LocalizedStringKey("Amount: \(CGFloat(0.25), specifier: "%.2f")"), "Amount: %.2f"),
            (LocalizedStringKey("100%"), "100%"),
        ])
    func keyFormat(key: LocalizedStringKey, expected: String) {
        #expect(key.key == expected)
    }

    @Test("A key no table has shows as written, its values filled as SwiftUI fills them (a Double with six places)")
    func missingKeyShowsItself() throws {
        let folder = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(look("Goodbye", in: folder, languages: ["de", "en"]) == "Goodbye")
        #expect(look("\(3) of \("four") at \(2.5) and 100%", in: folder, languages: ["de", "en"]) == "3 of four at 2.500000 and 100%")
        #expect(look("100%", in: folder, languages: ["de", "en"]) == "100%")
    }

    @Test("A .strings table gives the user's language, with comments, escapes and positional arguments")
    func stringsTable() throws {
        let folder = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(look("Hello", in: folder, languages: ["de-DE", "de", "en"]) == "Hallo")
        #expect(look("Hello, \("Ann")!", in: folder, languages: ["de", "en"]) == "Hallo, Ann!")
        #expect(look("\("Ann") has \(42) points", in: folder, languages: ["de", "en"]) == "42 Punkte hat Ann")
        #expect(look("Quote \"this\"", in: folder, languages: ["de", "en"]) == "Zitat „dies“\n")
        #expect(look("Hello", in: folder, languages: ["fr", "en"]) == "Hello")
    }

    @Test("A key missing from the user's language falls back to English, read from a UTF-16 file")
    func englishFallback() throws {
        let folder = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(look("Only English", in: folder, languages: ["de", "en"]) == "Only in English")
    }

    @Test("A .stringsdict plural rule chooses the form for the count in the language's plural rules")
    func stringsdictPlurals() throws {
        let folder = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(look("\(1) apples", in: folder, languages: ["de", "en"]) == "ein Apfel")
        #expect(look("\(5) apples", in: folder, languages: ["de", "en"]) == "5 Äpfel")
        #expect(look("\(5) apples", in: folder, languages: ["en"]) == "5 apples")
    }

    @Test("A String Catalog gives a language's value and its plural variations (French counts 0 and 1 as one)")
    func stringCatalog() throws {
        let folder = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(look("Settings", table: "Catalog", in: folder, languages: ["fr-CA", "fr", "en"]) == "Réglages")
        #expect(look("Settings", table: "Catalog", in: folder, languages: ["de", "en"]) == "Einstellungen")
        #expect(look("\(0) files", table: "Catalog", in: folder, languages: ["fr", "en"]) == "0 fichier")
        #expect(look("\(3) files", table: "Catalog", in: folder, languages: ["fr", "en"]) == "3 fichiers")
        #expect(look("\(3) files", table: "Catalog", in: folder, languages: ["en"]) == "3 files")
    }

    @Test("A malformed .strings is one warning naming its file and line, logged once, and its keys show as written")
    func malformedStrings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-l10n-bad-\(UUID().uuidString)")
        let german = folder.appendingPathComponent("de.lproj")
        try FileManager.default.createDirectory(at: german, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "\"A\" = \"Ah\";\n\n\"B\" = \"Beh\"\n\"C\" = \"Zeh\";\n"
            .write(to: german.appendingPathComponent("Broken.strings"), atomically: true, encoding: .utf8)
        #expect(look("A", table: "Broken", in: folder, languages: ["de"]) == "A")
        #expect(look("C", table: "Broken", in: folder, languages: ["de"]) == "C")
        let messages = Localization.warnings.messages.filter { $0.hasPrefix("de.lproj/Broken.strings") }
        let found = "found " + "\"" + "\"" + "\""
        #expect(messages == ["de.lproj/Broken.strings:4: expected \";\" after the value of \"B\", \(found); its keys are shown as they are"])
    }

    @Test("The user's language comes from --locale over LC_ALL, LC_MESSAGES and LANG, with English last")
    func preferredLanguages() {
        Localization.setPreferredLanguage("pt_BR")
        #expect(Localization.preferredLanguages == ["pt-BR", "pt", "en"])
        Localization.setPreferredLanguage(nil)
        #expect(Localization.preferredLanguages.last == "en")
    }

    @Test("Plural categories follow CLDR for English, French, Russian, Polish and Arabic", arguments: [
        (1.0, "en", PluralCategory.one), (0, "en", .other), (1.5, "en", .other), (0, "fr", .one), (1, "fr", .one),
        (2, "fr", .other), (21, "ru", .one), (3, "ru", .few), (11, "ru", .many), (22, "pl", .few), (25, "pl", .many),
        (0, "ar", .zero), (2, "ar", .two), (105, "ar", .few), (3, "ja", .other),
    ])
    func pluralCategories(number: Double, language: String, expected: PluralCategory) {
        #expect(PluralCategory.of(number, language: language) == expected)
    }

    @Test("A string literal is a key and a String variable is verbatim, as SwiftUI's Text overloads choose")
    @MainActor
    func textOverloads() {
        let variable = "\(5) items"
        #expect(Text("\(5) items").string == "5 items")
        #expect(Text(variable).string == "5 items")
        #expect(Text(verbatim: "%lld").string == "%lld")
        #expect(Text("100%").string == "100%")
        #expect(String(localized: "Total: \(3)") == "Total: 3")
    }
}
