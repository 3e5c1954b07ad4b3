import Foundation

/// Finds localised strings as iOS does for `Text("key")`, `String(localized:)` and `Bundle`'s tables: in a bundle's
/// `<language>.lproj/<Table>.strings` and `.stringsdict` and its `<Table>.xcstrings` String Catalog, for the user's
/// languages (`--locale`, else `LC_ALL`, `LC_MESSAGES`, `LANG`), then English and `Base.lproj`; a key no table has
/// is shown as itself, its interpolations filled.
///
/// A table that cannot be read (a `.strings` with a missing `;`) is one warning naming its file and line, logged
/// once; its keys show as themselves.
public enum Localization {
    /// The warnings logged about tables that cannot be read; what a test checks.
    public static let warnings = WarningLog()

    nonisolated(unsafe) private static var languageOverride: String?
    nonisolated(unsafe) private static var tables: [String: Table] = [:]
    nonisolated(unsafe) private static var folderHasTables: [String: Bool] = [:]
    nonisolated(unsafe) private static var bundleTables: [BundleTable: (bundle: Bundle, directory: URL?)] = [:]
    private static let lock = NSLock()

    /// Makes `identifier` (`de`, `pt_BR`, `fr-CA`) the user's language, as an app's `--locale` does; nil goes back
    /// to the environment's.
    public static func setPreferredLanguage(_ identifier: String?) {
        lock.lock()
        defer { lock.unlock() }
        languageOverride = identifier
    }

    /// The languages to look in, most preferred first, each as a BCP 47 tag (`de-DE`), ending with `en`.
    public static var preferredLanguages: [String] {
        lock.lock()
        let override = languageOverride
        lock.unlock()
        return override.map(languages(for:)) ?? environmentLanguages
    }

    /// The languages the process's environment names, read once: as on iOS, the user's language is fixed for the
    /// app's run, and reading `ProcessInfo.environment` copies the whole environment.
    private static let environmentLanguages: [String] = {
        let environment = ProcessInfo.processInfo.environment
        let chosen = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return languages(for: chosen)
    }()

    /// `chosen` ("de_DE.UTF-8@euro") as the tags to look in ("de-DE", "de"), then English; "C" and "POSIX" are no
    /// language.
    private static func languages(for chosen: String?) -> [String] {
        var languages: [String] = []
        if let identifier = chosen.flatMap(UserLocale.identifier(posix:)) {
            let normalized = identifier.replacingOccurrences(of: "_", with: "-")
            languages.append(normalized)
            if let code = normalized.split(separator: "-").first, String(code) != normalized { languages.append(String(code)) }
        }
        if !languages.contains("en") { languages.append("en") }
        return languages
    }

    /// The string for `key` in `table` (`Localizable` when nil) of `bundle` (the main bundle when nil), with
    /// `arguments` filled when `hasFormatting`.
    static func string(
        forKey key: String, arguments: [LocalizedFormatArgument], hasFormatting: Bool, table: String?, bundle: Bundle?
    ) -> String {
        let bundle = bundle ?? .main
        let table = table ?? "Localizable"
        guard let directory = tablesDirectory(of: bundle, table: table) else {
            return hasFormatting ? LocalizedFormat.fill(key, arguments: arguments) : key
        }
        return lookUp(key, arguments: arguments, hasFormatting: hasFormatting, table: table, in: directory)
    }

    /// Where `bundle`'s resources hold `table`, or nil when they hold no table at all; asked once per bundle and
    /// table, so a `Text` in an app without translations costs one dictionary look-up (finding a bundle's
    /// resource folder and naming it as a path cost more than the rest of the text's update). Each bundle asked
    /// about is kept, so its identifier is never another's.
    private static func tablesDirectory(of bundle: Bundle, table: String) -> URL? {
        let key = BundleTable(bundle: ObjectIdentifier(bundle), table: table)
        lock.lock()
        if let known = bundleTables[key] {
            lock.unlock()
            return known.directory
        }
        lock.unlock()
        let directory = bundle.resourceURL ?? bundle.bundleURL
        let found = hasTables(table, in: directory) ? directory : nil
        lock.lock()
        bundleTables[key] = (bundle, found)
        lock.unlock()
        return found
    }

    private struct BundleTable: Hashable {
        let bundle: ObjectIdentifier
        let table: String
    }

    /// The string for `key` in `table` of the bundle whose resources are in `directory`, for `languages`.
    static func string(
        forKey key: String, arguments: [LocalizedFormatArgument], hasFormatting: Bool, table: String, in directory: URL,
        languages: [String]? = nil
    ) -> String {
        guard hasTables(table, in: directory) else {
            return hasFormatting ? LocalizedFormat.fill(key, arguments: arguments) : key
        }
        return lookUp(key, arguments: arguments, hasFormatting: hasFormatting, table: table, in: directory, languages: languages)
    }

    /// The string for `key` in `table` of `directory`, which is known to hold tables.
    private static func lookUp(
        _ key: String, arguments: [LocalizedFormatArgument], hasFormatting: Bool, table: String, in directory: URL,
        languages: [String]? = nil
    ) -> String {
        let languages = languages ?? preferredLanguages
        let catalog = self.table(directory.appendingPathComponent("\(table).xcstrings"), kind: .catalog).catalog
        for language in languages {
            if let catalog, let text = catalog.string(forKey: key, arguments: arguments, language: language) { return text }
            for folder in folders(for: language) {
                let lproj = directory.appendingPathComponent(folder)
                if let plural = self.table(lproj.appendingPathComponent("\(table).stringsdict"), kind: .dictionary).dictionary,
                    let text = plural.string(forKey: key, arguments: arguments, language: language)
                {
                    return text
                }
                if let strings = self.table(lproj.appendingPathComponent("\(table).strings"), kind: .strings).strings,
                    let text = strings.entries[key]
                {
                    return hasFormatting ? LocalizedFormat.fill(text, arguments: arguments) : text
                }
            }
        }
        for folder in ["Base.lproj"] {
            if let strings = self.table(directory.appendingPathComponent(folder).appendingPathComponent("\(table).strings"), kind: .strings).strings,
                let text = strings.entries[key]
            {
                return hasFormatting ? LocalizedFormat.fill(text, arguments: arguments) : text
            }
        }
        return hasFormatting ? LocalizedFormat.fill(key, arguments: arguments) : key
    }

    /// The `.lproj` folders of `language`: `pt-BR.lproj`, `pt_BR.lproj`, then `pt.lproj` is left to the language
    /// after it in the list.
    private static func folders(for language: String) -> [String] {
        let underscored = language.replacingOccurrences(of: "-", with: "_")
        return underscored == language ? ["\(language).lproj"] : ["\(language).lproj", "\(underscored).lproj"]
    }

    /// Whether `directory` has a `table`.xcstrings or any `.lproj` folder; asked once per folder and table, so a
    /// `Text` in an app without translations costs one dictionary look-up.
    private static func hasTables(_ table: String, in directory: URL) -> Bool {
        let cacheKey = directory.path + "\u{0}" + table
        lock.lock()
        if let known = folderHasTables[cacheKey] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let manager = FileManager.default
        let entries = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
        let known = entries.contains("\(table).xcstrings") || entries.contains { $0.hasSuffix(".lproj") }
        lock.lock()
        folderHasTables[cacheKey] = known
        lock.unlock()
        return known
    }

    /// Forgets the tables read so far, so edited files are read again (tests).
    public static func reset() {
        lock.lock()
        defer { lock.unlock() }
        tables = [:]
        folderHasTables = [:]
        bundleTables = [:]
    }

    private enum Kind { case strings, dictionary, catalog }

    /// One file's table, read once; a missing file is an empty table, a broken one a warning and an empty table.
    private struct Table {
        var strings: StringsFile?
        var dictionary: StringsDictionary?
        var catalog: StringCatalog?
    }

    private static func table(_ url: URL, kind: Kind) -> Table {
        lock.lock()
        if let table = tables[url.path] {
            lock.unlock()
            return table
        }
        lock.unlock()
        var table = Table()
        if FileManager.default.fileExists(atPath: url.path) {
            do {
                switch kind {
                case .strings: table.strings = try StringsFile(contentsOf: url)
                case .dictionary: table.dictionary = try StringsDictionary(contentsOf: url)
                case .catalog: table.catalog = try StringCatalog(contentsOf: url)
                }
            } catch let error as StringsFile.ParseError {
                let folder = url.deletingLastPathComponent().lastPathComponent
                let name = folder.hasSuffix(".lproj") ? "\(folder)/\(error.file)" : error.file
                warnings.once("\(name):\(error.line): \(error.reason); its keys are shown as they are")
            } catch {
                warnings.once("\(url.lastPathComponent): cannot be read (\(error.localizedDescription)); its keys are shown as they are")
            }
        }
        lock.lock()
        tables[url.path] = table
        lock.unlock()
        return table
    }
}
