import LandmarksUI
import LauncherUI
import Meadow
import WikiStore
import WikiUI

/// Launched from its command line, the launcher opens Wiki and Landmarks on the data they keep when launched alone:
/// Wiki on its SQLite file (`--database PATH`, by default `WikiDatabase.defaultPath()`) and Landmarks with its
/// favourites file (`--favorites PATH`, by default its own). A file either cannot use is an error naming it (the
/// launcher then exits with status 2).
extension LauncherApplication: CommandLineApp {
    public init(arguments: [String]) throws {
        var wikiArguments: [String] = []
        var landmarksArguments: [String] = []
        var remaining = arguments[...]
        while let option = remaining.popFirst() {
            var passed = [option]
            if let value = remaining.first, !value.hasPrefix("--") { passed.append(remaining.removeFirst()) }
            switch option {
            case "--database": wikiArguments += passed
            case "--favorites": landmarksArguments += passed
            default:
                throw UsageError(
                    description: "unknown option \"\(option)\"; the launcher also takes --database PATH and --favorites PATH")
            }
        }
        self.init(
            wiki: try WikiApplication(arguments: wikiArguments), landmarks: try LandmarksApp(arguments: landmarksArguments))
    }

    /// A problem with the launcher's options, said in one sentence.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }
}
