import Foundation

/// Builds an opened project in the shared build folder and finds its executable.
enum ProjectBuild {
    /// The executable built for `project`, after `swift build`; a failed build is a `ToolError` (status 1) carrying
    /// the compiler's messages with paths pointing at the project's own files.
    static func build(_ project: OpenedProject, environment: MeadowEnvironment, timeout: TimeInterval? = nil) throws -> String {
        let scratch = environment.sharedBuildFolder
        let result = try SwiftCommand.run(
            ["swift", "build", "--package-path", project.packageFolder, "--scratch-path", scratch, "--product", project.product],
            timeout: timeout)
        let rewrite: (String) -> String = { line in project.generated?.pointingAtOriginals(line) ?? line }
        guard result.status == 0, !result.timedOut else {
            let ownFolders = [project.packageFolder] + (project.generated.map { [$0.projectDirectory] } ?? [])
            let messages = CompilerOutput.messages(result.output, warningsOnlyUnder: ownFolders, rewrite: rewrite)
            let first = result.timedOut ? "the build took longer than \(Int(timeout ?? 0)) s and was stopped" : "the build failed:"
            throw ToolError(description: first, status: 1, details: messages)
        }
        return "\(scratch)/debug/\(project.product)"
    }

    /// Whether Meadow has been built in the shared folder already (its SwiftUI module is there).
    static func isMeadowBuilt(environment: MeadowEnvironment) -> Bool {
        // SwiftPM links `debug` to the triple's folder only after a build succeeds, so look in each triple's folder.
        let folder = environment.sharedBuildFolder
        let triples = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return triples.contains { FileManager.default.fileExists(atPath: "\(folder)/\($0)/debug/Modules/SwiftUI.swiftmodule") }
    }
}
