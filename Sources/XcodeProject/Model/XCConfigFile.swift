import Foundation

/// The settings of an `.xcconfig` file: `KEY = value` lines, `//` comments, and `#include "other.xcconfig"`.
enum XCConfigFile {
    /// The settings of the file at `path`; a file that cannot be read has none.
    static func settings(at path: String, depth: Int = 0) -> BuildSettings {
        guard depth < 8, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return BuildSettings() }
        var settings = BuildSettings()
        let folder = (path as NSString).deletingLastPathComponent
        for rawLine in text.split(whereSeparator: \.isNewline) {
            var line = String(rawLine)
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            line = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                let included = line.split(separator: "\"").dropFirst().first.map(String.init) ?? ""
                guard !included.isEmpty else { continue }
                let includedPath = included.hasPrefix("/") ? included : (folder as NSString).appendingPathComponent(included)
                settings = settings.overridden(by: Self.settings(at: includedPath, depth: depth + 1))
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty else { continue }
            settings.values[key] = .string(value)
        }
        return settings
    }
}
