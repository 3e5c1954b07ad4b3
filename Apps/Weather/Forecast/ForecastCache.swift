import Foundation

/// The last forecast fetched, where it is for and when it was fetched, kept in one JSON file under
/// `$XDG_CACHE_HOME/meadow/` (`~/.cache/meadow/` when the variable is unset) and replaced atomically: a reader
/// finds the old file or the new one, never half of one.
struct ForecastCache: Sendable {
    struct Entry: Codable, Hashable {
        let place: Place
        let fetchedAt: Date
        let forecast: ForecastResponse
    }

    /// The cache file.
    let file: URL

    /// The cache file in the user's cache directory, after the XDG Base Directory specification.
    static var standard: ForecastCache {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return ForecastCache(file: base.appendingPathComponent("meadow").appendingPathComponent("weather-forecast.json"))
    }

    /// The entry in the file, or nil when there is none or it does not decode.
    func load() -> Entry? {
        guard let data = try? Data(contentsOf: file) else { return nil }
        return try? JSONDecoder().decode(Entry.self, from: data)
    }

    /// Replaces the file with `entry`: written to a temporary file beside it, then renamed over it.
    func save(_ entry: Entry) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try encoder.encode(entry).write(to: file, options: .atomic)
    }
}
