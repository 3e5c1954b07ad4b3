import Foundation

/// `meadow check DIR`: builds every project under DIR, renders its first frame to a PNG in the cache, prints per
/// app `built+rendered` or the first errors, then ranks what blocks most apps.
enum CheckCommand {
    /// One project's outcome.
    struct Outcome {
        let name: String
        let rendered: Bool
        let lines: [String]
        let blockers: [String]
    }

    /// How long one app's build, then its render, may take before it counts as failed.
    static let buildTimeout: TimeInterval = 1200
    static let renderTimeout: TimeInterval = 120

    static func run(folder: String, environment: MeadowEnvironment) -> Int32 {
        let projects = ProjectLocator.allProjects(under: folder)
        guard !projects.isEmpty else {
            say("meadow: \(folder) holds no Xcode project or Swift package")
            return 2
        }
        let snapshots = environment.cacheRoot + "/check"
        try? FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true)
        var outcomes: [Outcome] = []
        for located in projects {
            let start = Date()
            let outcome = check(located, in: folder, snapshots: snapshots, environment: environment)
            outcomes.append(outcome)
            let seconds = Int(Date().timeIntervalSince(start).rounded())
            say("\(outcome.name): \(outcome.rendered ? "built+rendered" : "failed") (\(seconds) s)")
            for line in outcome.lines { say("    \(line)") }
        }
        let rendered = outcomes.filter(\.rendered).count
        say("\n\(rendered) of \(outcomes.count) apps built and rendered")
        let ranking = BlockingAPI.ranking(outcomes.map(\.blockers))
        if !ranking.isEmpty {
            say("What blocks most apps:")
            for entry in ranking.prefix(30) { say("  \(entry.apps)  \(entry.blocker)") }
        }
        return rendered == outcomes.count ? 0 : 1
    }

    static func check(_ located: LocatedProject, in folder: String, snapshots: String, environment: MeadowEnvironment) -> Outcome {
        let base = URL(fileURLWithPath: folder).standardizedFileURL.path + "/"
        let projectFolder = located.path.hasSuffix(".xcodeproj") ? (located.path as NSString).deletingLastPathComponent : located.path
        let name = projectFolder.hasPrefix(base) ? String(projectFolder.dropFirst(base.count)) : projectFolder
        do {
            let project = try OpenedProject.open(located.path, target: nil, environment: environment)
            let executable = try ProjectBuild.build(project, environment: environment, timeout: buildTimeout)
            let png = "\(snapshots)/\(project.product)-\(StableHash.hex(located.path).prefix(8)).png"
            let result = try SwiftCommand.run(
                [executable, "--snapshot", png], environment: project.appEnvironment, timeout: renderTimeout)
            guard result.status == 0, !result.timedOut else {
                let why = result.timedOut ? "the render did not finish in \(Int(renderTimeout)) s" : "the app exited with status \(result.status)"
                let tail = result.output.split(separator: "\n").suffix(3).map(String.init)
                return Outcome(name: name, rendered: false, lines: [why] + tail, blockers: ["(runtime) " + why])
            }
            return Outcome(name: name, rendered: true, lines: [png], blockers: [])
        } catch let error as ToolError {
            let errorLines = error.details.filter { CompilerOutput.isDiagnostic($0) && $0.contains(": error: ") || $0.hasPrefix("error: ") }
            let details = (errorLines.isEmpty ? error.details : errorLines).prefix(3).map { line in
                line.hasPrefix("meadow: ") ? String(line.dropFirst("meadow: ".count)) : line
            }
            let shown = [error.description] + details
            let text = ([error.description] + error.details).joined(separator: "\n")
            var blockers = BlockingAPI.blockers(in: text.replacingOccurrences(of: ": imports ", with: ": error: imports "))
            if blockers.isEmpty { blockers = [error.status == 2 ? "(cannot open) \(firstWords(error.description))" : "(other build error)"] }
            return Outcome(name: name, rendered: false, lines: shown, blockers: blockers)
        } catch {
            return Outcome(name: name, rendered: false, lines: ["\(error)"], blockers: ["(other)"])
        }
    }

    /// Prints `line` at once, even into a pipe.
    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// The kind of an opening error, for the ranking: its words up to the first path or name.
    private static func firstWords(_ text: String) -> String {
        if text.contains("Swift package") { return "uses a Swift package" }
        if text.contains("but it is not there") { return "a source file is missing" }
        if text.contains("no iOS app target") { return "no iOS app target" }
        if text.contains("no application target") { return "no application target" }
        return String(text.prefix(60))
    }
}
