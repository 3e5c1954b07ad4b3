import Foundation

/// The `meadow` command: reads the command line, opens, builds and runs, and says what went wrong in one line.
enum MeadowCommand {
    /// Runs the command for `arguments`, returning the exit status (a successful `run` does not return: the app
    /// replaces the tool's process).
    static func main(_ arguments: [String], environment: MeadowEnvironment = .current()) -> Int32 {
        do {
            switch try CommandLineOptions.parse(arguments) {
            case .help:
                print(CommandLineOptions.usage)
                return 0
            case .describe(let path):
                print(try DescribeCommand.lines(for: path).joined(separator: "\n"))
                return 0
            case .check(let folder):
                return CheckCommand.run(folder: folder, environment: environment)
            case .run(let path, let target, let appArguments):
                try run(path: path, target: target, appArguments: appArguments, environment: environment)
                return 0
            }
        } catch let error as ToolError {
            report(error)
            return error.status
        } catch {
            report(ToolError(description: "\(error)", status: 1))
            return 1
        }
    }

    static func run(path: String, target: String?, appArguments: [String], environment: MeadowEnvironment) throws {
        guard FileManager.default.fileExists(atPath: environment.meadowRoot + "/Package.swift") else {
            throw ToolError(description: "no Meadow checkout at \(environment.meadowRoot); set MEADOW_ROOT to one")
        }
        let project = try OpenedProject.open(path, target: target, environment: environment)
        for note in project.notes { FileHandle.standardError.write(Data("meadow: \(note)\n".utf8)) }
        if !ProjectBuild.isMeadowBuilt(environment: environment) {
            FileHandle.standardError.write(Data("meadow: building Meadow once for every project, in \(environment.sharedBuildFolder) (a few minutes)\n".utf8))
        }
        if isatty(STDERR_FILENO) != 0 {
            FileHandle.standardError.write(Data("meadow: building \(project.product) (\(project.packageFolder))\n".utf8))
        }
        let executable = try ProjectBuild.build(project, environment: environment)
        throw SwiftCommand.replaceProcess(with: executable, arguments: appArguments, environment: project.appEnvironment)
    }

    /// Prints `error` on standard error: its line after "meadow: ", then its details as they are.
    static func report(_ error: ToolError) {
        var text = "meadow: \(error.description)\n"
        for line in error.details { text += line + "\n" }
        FileHandle.standardError.write(Data(text.utf8))
    }
}
