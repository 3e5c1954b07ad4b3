import Foundation

// `swift run meadow-preview TARGET [NAME]`: renders the previews of a library target of this package to PNGs.
//
// Swift cannot list a protocol's conforming types at run time, so the tool reads them from the source: it finds the
// types of TARGET that conform to `PreviewProvider` (a `#Preview` block needs no such reading: the program finds it
// by the record the macro leaves in the binary), writes a program that passes them to `PreviewHost.main`
// (`@testable import TARGET`, which debug builds allow, so internal providers are visible), and builds and runs it
// in this package's own build folder (Package.swift adds the program while MEADOW_PREVIEW_TARGET names a target),
// so only that small program compiles and links once the target is built.

/// A failure the user can act on, said in one sentence.
struct ToolError: Error, CustomStringConvertible {
    let description: String
}

/// A target as `swift package describe --type json` reports it.
struct TargetDescription: Decodable {
    let name: String
    let type: String
    let path: String
    let sources: [String]
    let target_dependencies: [String]?
}

struct PackageDescriptionJSON: Decodable {
    let path: String
    let targets: [TargetDescription]
}

/// How a program run by the tool treats its output.
enum Output {
    /// Standard output is returned; standard error passes through.
    case captured
    /// Both are kept and shown only when the program fails (a build's progress).
    case shownOnFailure
    /// Both pass through.
    case passedThrough
}

/// Runs `arguments` (the first found on PATH) with `environment` added, returning standard output when `output` is
/// `.captured`. Throws when the program fails.
@discardableResult
func run(_ arguments: [String], environment: [String: String] = [:], output: Output = .captured) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    if output != .passedThrough { process.standardOutput = pipe }
    if output == .shownOnFailure { process.standardError = pipe }
    try process.run()
    let data = output != .passedThrough ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        // A program whose output passed through has said why it failed.
        if output == .passedThrough { exit(process.terminationStatus) }
        if output == .shownOnFailure { FileHandle.standardError.write(data) }
        throw ToolError(description: "\(arguments.joined(separator: " ")) failed (status \(process.terminationStatus))")
    }
    return data
}

func main() throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let target = arguments.first, arguments.count <= 2, !target.hasPrefix("-") else {
        throw ToolError(description: "usage: swift run meadow-preview TARGET [NAME]  (TARGET: a library target such as LandmarksUI; NAME: one provider or view)")
    }
    let package = try JSONDecoder().decode(
        PackageDescriptionJSON.self, from: run(["swift", "package", "describe", "--type", "json"]))
    guard let description = package.targets.first(where: { $0.name == target }) else {
        let libraries = package.targets.filter { $0.type == "library" }.map(\.name).joined(separator: ", ")
        throw ToolError(description: "no target named \"\(target)\"; library targets: \(libraries)")
    }
    guard description.type == "library" else {
        let hint = (description.target_dependencies ?? []).joined(separator: ", ")
        throw ToolError(description: "\(target) is not a library target but \(description.type), so it cannot be imported; name a library target (\(target) depends on \(hint))")
    }
    let root = URL(fileURLWithPath: package.path)
    let targetDirectory = root.appendingPathComponent(description.path)
    let sources = try description.sources.sorted().map { file in
        try String(contentsOf: targetDirectory.appendingPathComponent(file), encoding: .utf8)
    }
    let providers = sources.flatMap(previewProviders(in:))
    let macroFiles = sources.filter(containsPreviewMacro(in:)).count
    guard !providers.isEmpty || macroFiles > 0 else { throw ToolError(description: "\(target) has no PreviewProvider and no #Preview") }

    let runnerDirectory = root.appendingPathComponent(".build/meadow-preview/Runner")
    try FileManager.default.createDirectory(at: runnerDirectory, withIntermediateDirectories: true)
    let mainFile = runnerDirectory.appendingPathComponent("main.swift")
    let source = runnerSource(target: target, providers: providers)
    // Left alone when unchanged, so a second run for the same target builds nothing.
    if (try? String(contentsOf: mainFile, encoding: .utf8)) != source {
        try source.write(to: mainFile, atomically: true, encoding: .utf8)
    }
    let environment = ["MEADOW_PREVIEW_TARGET": target]
    FileHandle.standardError.write(Data("meadow-preview: building \(target)'s \(providers.count) preview providers and the #Preview blocks of \(macroFiles) files…\n".utf8))
    try run(["swift", "build", "--package-path", root.path, "--product", "MeadowPreviews"], environment: environment, output: .shownOnFailure)
    let binPath = String(decoding: try run(["swift", "build", "--package-path", root.path, "--show-bin-path"], environment: environment), as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)

    let output = root.appendingPathComponent(".build/previews/\(target)")
    if arguments.count == 1 { try? FileManager.default.removeItem(at: output) }
    try run([URL(fileURLWithPath: binPath).appendingPathComponent("MeadowPreviews").path, output.path] + arguments.dropFirst(), output: .passedThrough)
    FileHandle.standardError.write(Data("meadow-preview: previews in \(output.path)\n".utf8))
}

do {
    try main()
} catch {
    FileHandle.standardError.write(Data("meadow-preview: \(error)\n".utf8))
    exit(1)
}
