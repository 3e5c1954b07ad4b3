import Meadow
import WikiUI

/// Launched from its command line, the Wiki app keeps its wikis in a SQLite file: `--database PATH`, by default
/// `WikiDatabase.defaultPath()`. A database that cannot be opened is an error naming the file (the app then exits
/// with status 2) and is left untouched.
extension WikiApplication: CommandLineApp {
    public init(arguments: [String]) throws {
        let options = try WikiOptions(arguments: arguments)
        self.init(storage: try WikiDatabase(path: options.databasePath))
    }
}
