/// An app that takes command-line options of its own beside Meadow's (`--snapshot`, `--device`, `--scale`,
/// `--list-devices`, `--stats`).
///
/// SwiftUI apps read their launch arguments from `ProcessInfo`; Meadow's `App.main()` checks its own flags first,
/// so an app that wants more says so by conforming: `main()` then makes it with `init(arguments:)`, passing every
/// option it does not know (each `--name` with the value after it, in order) instead of rejecting them.
@MainActor
public protocol CommandLineApp: App {
    /// Makes the app from its own options; throws an error whose description is one sentence for an option it
    /// does not take or a value it cannot use.
    init(arguments: [String]) throws
}
