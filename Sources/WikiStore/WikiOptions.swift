/// Where the Wiki app keeps its wikis, from its command line: `--database PATH`, else `WikiDatabase.defaultPath()`.
struct WikiOptions {
    var databasePath = WikiDatabase.defaultPath()

    /// A problem with the app's options, said in one sentence.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--database":
                guard let path = remaining.popFirst(), !path.hasPrefix("--"), !path.isEmpty else {
                    throw UsageError(description: "--database needs a value")
                }
                databasePath = path
            default:
                throw UsageError(description: "unknown option \"\(argument)\"; Wiki also takes --database PATH")
            }
        }
    }
}
