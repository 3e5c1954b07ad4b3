import Foundation

/// The folders an iOS app keeps its files in, each the app's own, mapped to the XDG base directories on Linux
/// (`<app>` is the executable's name; each folder is made when first asked for):
///
/// | iOS | Linux |
/// |---|---|
/// | `documentsDirectory` | `$XDG_DATA_HOME/<app>/Documents` (`~/.local/share/<app>/Documents`) |
/// | `applicationSupportDirectory` | `$XDG_DATA_HOME/<app>/Application Support` |
/// | `libraryDirectory` | `$XDG_DATA_HOME/<app>/Library` |
/// | `cachesDirectory` | `$XDG_CACHE_HOME/<app>` (`~/.cache/<app>`) |
///
/// Foundation on Linux has no such properties; `FileManager.default.urls(for:in:)` is Foundation's own and gives
/// the shared XDG folders, not the app's (`UserFolders.url(for:)` gives the app's).
extension URL {
    /// The app's documents, as iOS's `URL.documentsDirectory`.
    public static var documentsDirectory: URL { UserFolders.url(for: .documentDirectory) }

    /// The app's support files, as iOS's `URL.applicationSupportDirectory`.
    public static var applicationSupportDirectory: URL { UserFolders.url(for: .applicationSupportDirectory) }

    /// The app's library, as iOS's `URL.libraryDirectory`.
    public static var libraryDirectory: URL { UserFolders.url(for: .libraryDirectory) }

    /// The app's caches, as iOS's `URL.cachesDirectory`.
    public static var cachesDirectory: URL { UserFolders.url(for: .cachesDirectory) }
}

/// Where an app's user folders are on Linux (see `URL.documentsDirectory`).
public enum UserFolders {
    /// The app's folder of `directory` (documents, application support, library, caches), made if missing;
    /// `app` defaults to the executable's name. Another `directory` is the app's data folder.
    public static func url(for directory: FileManager.SearchPathDirectory, app: String = ProcessInfo.processInfo.processName) -> URL {
        let environment = ProcessInfo.processInfo.environment
        let home = FileManager.default.homeDirectoryForCurrentUser
        func base(_ variable: String, _ fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value, isDirectory: true) }
            return home.appendingPathComponent(fallback, isDirectory: true)
        }
        let data = base("XDG_DATA_HOME", ".local/share").appendingPathComponent(app, isDirectory: true)
        let url: URL
        switch directory {
        case .documentDirectory: url = data.appendingPathComponent("Documents", isDirectory: true)
        case .applicationSupportDirectory: url = data.appendingPathComponent("Application Support", isDirectory: true)
        case .libraryDirectory: url = data.appendingPathComponent("Library", isDirectory: true)
        case .cachesDirectory: url = base("XDG_CACHE_HOME", ".cache").appendingPathComponent(app, isDirectory: true)
        default: url = data
        }
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
