import Foundation
import XcodeProject

/// `meadow describe PATH`: what meadow reads from a project, without building: each target with its platforms and
/// files, the project's packages, and the target `meadow run` would open.
enum DescribeCommand {
    static func lines(for path: String) throws -> [String] {
        guard case .xcode(let xcodeproj) = try ProjectLocator.locate(path) else {
            return ["\(path) is a Swift package: meadow run builds it as it is"]
        }
        let project: XcodeProject
        do {
            project = try XcodeProject(contentsOf: xcodeproj)
        } catch let error as ProjectFileError {
            throw ToolError(description: ProjectFileError(file: xcodeproj + "/project.pbxproj", line: error.line, column: error.column, reason: error.reason).description)
        }
        var lines = ["\(xcodeproj) (objectVersion \(project.objectVersion.map(String.init) ?? "?"), files relative to \(project.projectDirectory))"]
        for target in project.targets {
            let settings = project.buildSettings(for: target)
            let platforms = project.platforms(of: target).map(\.rawValue).sorted().joined(separator: ", ")
            let swift = target.sourceFiles.filter(\.isSwift).count
            lines.append("  \(target.name): \(target.productType) for \(platforms.isEmpty ? "no platform named" : platforms)")
            lines.append("    \(swift) Swift files, \(target.sourceFiles.count - swift) other sources, \(target.resourceFiles.count) resources, \(target.frameworks.count) frameworks")
            for folder in target.synchronizedFolders {
                var swiftFiles = 0
                GeneratedPackage.walk(folder: folder) { path, _ in if path.hasSuffix(".swift") { swiftFiles += 1 } }
                let except = folder.excludedPaths.isEmpty ? "" : " except \(folder.excludedPaths.joined(separator: ", "))"
                lines.append("    synchronized folder \(folder.path) (\(swiftFiles) Swift files)\(except)")
            }
            if !target.synchronizedMemberFiles.isEmpty {
                lines.append("    from other targets' folders: \(target.synchronizedMemberFiles.map { ($0 as NSString).lastPathComponent }.joined(separator: ", "))")
            }
            if !target.packageProducts.isEmpty { lines.append("    package products: \(target.packageProducts.joined(separator: ", "))") }
            let facts = [
                ("SDKROOT", settings.sdkRoot), ("IPHONEOS_DEPLOYMENT_TARGET", settings.iOSDeploymentTarget),
                ("SWIFT_VERSION", settings.swiftVersion), ("INFOPLIST_FILE", settings.infoPlistFile),
                ("accent colour", settings.accentColorName),
            ].compactMap { name, value in value.map { "\(name) \($0)" } }
            if !facts.isEmpty { lines.append("    " + facts.joined(separator: "; ")) }
        }
        for package in project.packageReferences {
            lines.append("  package \(package.name): \(package.location)\(package.requirement.map { " (\($0))" } ?? "")")
        }
        do {
            lines.append("meadow run opens the target \(try project.applicationTarget().name)")
        } catch {
            lines.append("meadow run opens no target: \(error)")
        }
        return lines
    }
}
