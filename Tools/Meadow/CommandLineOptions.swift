/// What the command line asks for.
enum CommandLineOptions: Equatable {
    /// `meadow run PATH [--target NAME] [app flags…]`: the app flags (`--snapshot`, `--device`, `--scale`, `--stats`
    /// and any other `--flag [value]`) are passed to the app as they are.
    case run(path: String, target: String?, appArguments: [String])
    /// `meadow check DIR`: every project under DIR built and rendered.
    case check(folder: String)
    /// `meadow describe PATH`: what meadow reads from the project, without building.
    case describe(path: String)
    /// `meadow help`, `--help`, `-h`, or nothing.
    case help

    static let usage = """
        usage: meadow run PATH [--target NAME] [--snapshot FILE.png] [--device NAME] [--scale N] [--stats]
               meadow check DIR
               meadow describe PATH

        meadow run opens an iOS SwiftUI app on Linux with Meadow. PATH is a folder holding an .xcodeproj (or one a
        few folders down, as in a cloned repository), the .xcodeproj itself, or a Swift package. It picks the
        project's iOS app target (or the one named by --target), generates a Swift package for it in
        $XDG_CACHE_HOME/meadow/projects (default ~/.cache) that compiles the project's files where they are, builds
        it and runs the app. Nothing is written in the project's folder. Meadow itself is built once, in
        $XDG_CACHE_HOME/meadow/build, and shared by every project.

          --target NAME        the app target to open (the project's iOS app by default)
          --snapshot FILE.png  render the first frame to a PNG and exit (no display needed)
          --device NAME        the screen to show, e.g. "iPhone SE" (--list-devices lists them)
          --scale N            pixels per point, 1 to 4
          --stats              print frame-time statistics
        Other --options are passed to the app.

        meadow check DIR builds every project under DIR and renders its first frame into the cache, printing per app
        "built+rendered" or the first errors, then the missing modules and APIs ranked by how many apps they block.

        meadow describe PATH prints what meadow reads from the project (targets, platforms, files, settings,
        packages) and the target meadow run would open, without building anything.

        MEADOW_ROOT names the Meadow checkout to build against (default: the one this tool was built from).
        Exit status: 0 when the app ran, 2 when the project cannot be opened as it is, 1 when the build failed.
        """

    /// Reads `arguments` (without the program's name).
    static func parse(_ arguments: [String]) throws -> CommandLineOptions {
        var remaining = arguments[...]
        guard let command = remaining.popFirst() else { return .help }
        switch command {
        case "help", "--help", "-h":
            return .help
        case "check":
            guard let folder = remaining.popFirst(), !folder.hasPrefix("--") else {
                throw ToolError(description: "meadow check needs a folder of projects: meadow check DIR")
            }
            guard remaining.isEmpty else { throw ToolError(description: "meadow check takes one folder, got \(remaining.joined(separator: " "))") }
            return .check(folder: folder)
        case "describe":
            guard let path = remaining.popFirst(), remaining.isEmpty else {
                throw ToolError(description: "meadow describe takes one PATH: meadow describe PATH")
            }
            return .describe(path: path)
        case "run":
            var path: String?
            var target: String?
            var appArguments: [String] = []
            while let argument = remaining.popFirst() {
                if argument == "--target" {
                    guard let name = remaining.popFirst(), !name.hasPrefix("--") else {
                        throw ToolError(description: "--target needs the name of a target")
                    }
                    target = name
                } else if argument.hasPrefix("-") {
                    appArguments.append(argument)
                    if let next = remaining.first, !next.hasPrefix("--") {
                        appArguments.append(next)
                        remaining.removeFirst()
                    }
                } else if path == nil {
                    path = argument
                } else {
                    throw ToolError(description: "meadow run takes one PATH, got \(path ?? "") and \(argument)")
                }
            }
            return .run(path: path ?? ".", target: target, appArguments: appArguments)
        default:
            throw ToolError(description: "unknown command \"\(command)\"; meadow run PATH, meadow check DIR or meadow describe PATH (meadow help says more)")
        }
    }
}
