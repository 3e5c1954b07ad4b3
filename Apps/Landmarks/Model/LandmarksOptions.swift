import Foundation

/// The app's own command line: `--favorites PATH`, the file the favourites are kept in.
struct LandmarksOptions {
    var favoritesStore = FavoritesStore.standard()

    /// A problem with the app's options, said in one sentence.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--favorites":
                guard let path = remaining.popFirst(), !path.hasPrefix("--") else {
                    throw UsageError(description: "--favorites needs a value")
                }
                favoritesStore = FavoritesStore(url: URL(fileURLWithPath: path))
            default:
                throw UsageError(description: "unknown option \"\(argument)\"; Landmarks also takes --favorites PATH")
            }
        }
    }
}
