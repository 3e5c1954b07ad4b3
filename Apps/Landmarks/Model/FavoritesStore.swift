import Foundation

/// Where the favourite landmarks are kept between launches: a small JSON file, `{"favorites":[1001,1003]}`,
/// replaced atomically (Foundation writes a temporary file, then renames it over the old one) so that a failed save
/// leaves the last one whole.
struct FavoritesStore {
    /// The file.
    var url: URL

    /// `$XDG_DATA_HOME/meadow/landmarks-favorites.json`, or under `~/.local/share` when `XDG_DATA_HOME` is unset
    /// or not an absolute path, as the XDG base directory specification says.
    static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> FavoritesStore {
        let dataHome: URL
        if let path = environment["XDG_DATA_HOME"], path.hasPrefix("/") {
            dataHome = URL(fileURLWithPath: path, isDirectory: true)
        } else {
            let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? FileManager.default.homeDirectoryForCurrentUser
            dataHome = home.appendingPathComponent(".local/share", isDirectory: true)
        }
        return FavoritesStore(url: dataHome.appendingPathComponent("meadow/landmarks-favorites.json"))
    }

    private struct Contents: Decodable {
        var favorites: [Int]
    }

    /// The ids of the favourite landmarks, or nil when nothing was saved yet; throws a `DataFileError` for a file
    /// that is there but is not a favourites file.
    func load() throws -> Set<Int>? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let file = try JSONDataFile(contentsOf: url)
        return Set(try file.decode(Contents.self).favorites)
    }

    /// Saves `favorites`, creating the folder when it is missing; throws a `DataFileError` saying why it could not.
    func save(_ favorites: Set<Int>) throws {
        let text = "{\"favorites\":[" + favorites.sorted().map(String.init).joined(separator: ",") + "]}\n"
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw DataFileError(file: url.path, problem: "cannot be saved: the folder \(folder.path) cannot be made")
        }
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw DataFileError(file: url.path, problem: "cannot be saved: \((error as NSError).localizedDescription)")
        }
    }
}
